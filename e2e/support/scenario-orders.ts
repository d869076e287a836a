import { readFileSync } from 'node:fs';
import type { CartItem } from '#contracts/api/cart.ts';
import type { ScenarioFixture } from '../../fake-server/src/file-schemas/fixtures.ts';
import { isNotaSimpleUpdateDue, needsFinalize } from '#contracts/rules/order-rules.ts';
import { PANEL_STATUS } from '#contracts/rules/order-status.ts';
import { NOTA_SIMPLE_PRODUCT_IDS, PRODUCT_IDS } from '#contracts/constants/product-ids.ts';

/** A scenario's fixture, as the fake server seeds it: the specs name its orders by what they are, not by literal ids. */
function scenario(name: string): ScenarioFixture {
  return JSON.parse(readFileSync(new URL(`../../fixtures/scenarios/${name}.json`, import.meta.url), 'utf8')) as ScenarioFixture;
}

function orderWhere(fixture: ScenarioFixture, what: string, matches: (item: CartItem) => boolean): string {
  const found = fixture.pedidos.find(matches);
  if (!found?.order_id) throw new Error(`the scenario has no order that is ${what}`);
  return found.order_id;
}

const everyStatus = scenario('customer-with-orders-in-every-status');
const asOf = new Date(everyStatus.dates_relative_to ?? Date.now());
const isNotaSimple = (item: CartItem) => NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id);

/** The orders of customer-with-orders-in-every-status, by the spec 4 label (and the role) each plays. */
export const EVERY_STATUS_ORDERS = {
  unpaid: orderWhere(everyStatus, 'waiting for payment', (item) => item.status === 'pending_payment'),
  pendingTramitation: orderWhere(
    everyStatus,
    'paid and waiting',
    (item) =>
      item.panel_status_id === PANEL_STATUS.pendingTramitation && !needsFinalize(item) && item.product_id === PRODUCT_IDS.birthCertificate,
  ),
  inTramitation: orderWhere(
    everyStatus,
    'in progress',
    (item) => item.status.startsWith('complete') && item.panel_status_id === PANEL_STATUS.inTramitation,
  ),
  incidence: orderWhere(everyStatus, 'an incidence', (item) => item.panel_status_id === PANEL_STATUS.incidence),
  refunded: orderWhere(everyStatus, 'refunded', (item) => item.status === 'closed'),
  expiredNotaSimple: orderWhere(
    everyStatus,
    'a Nota Simple due for update',
    (item) => isNotaSimple(item) && isNotaSimpleUpdateDue(item, asOf),
  ),
  toFinalize: orderWhere(everyStatus, 'waiting to be finalized', needsFinalize),
  upload: orderWhere(everyStatus, 'a will copy (a product asking for a file)', (item) => item.product_id === '18480'),
} as const;

const portuguese = scenario('portuguese-customer-with-orders');

/** The Portuguese customer's delivered Certidão Permanente. */
export const PORTUGUESE_CERTIDAO_ORDER = orderWhere(
  portuguese,
  'a delivered Certidão Permanente',
  (item) => item.product_id === PRODUCT_IDS.permanentCertificate && item.extra.url !== undefined,
);
