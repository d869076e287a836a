import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { STORE_IDS } from '#contracts/constants/stores.ts';
import { apiSettings, configureApi } from '../../client/src/api/client.ts';
import { getCart } from '../../client/src/api/get-cart.ts';
import { getConfig } from '../../client/src/api/get-config.ts';
import { getPedidos } from '../../client/src/api/get-pedidos.ts';
import { getProduct } from '../../client/src/api/get-product.ts';
import { otherMethodsPaymentIntent } from '../../client/src/api/other-methods-payment-intent.ts';
import { parseReference } from '../../client/src/features/payment/lib/multibanco-reference.ts';
import { type Prism, startPrism, writeApiReference } from './reference.ts';

/**
 * "A contract a third party can use" (docs/decisions/036): Stoplight Prism's mock, started from the published document
 * alone, serves answers the client's own API modules accept. The client is pointed at it with configureApi({ baseUrl });
 * Node's fetch gets a cookie jar, as a browser has, so the session cookie the mock sets goes with the calls that need it.
 */
let prism: Prism;
let remove: () => Promise<void>;
const settings = { ...apiSettings };

beforeAll(async () => {
  const reference = await writeApiReference();
  remove = reference.remove;
  prism = await startPrism(['mock', reference.file]);
  configureApi({ baseUrl: prism.url, retryDelaysMs: [0] });
}, 90_000);

// Stubbed before each test: the projects put stubbed globals back after every test (unstubGlobals, vitest.config.ts).
const jar = new Map<string, string>();
beforeEach(() => {
  const fetchOfNode = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetchOfNode(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (cookie.split(';')[0] ?? '').split('=');
      jar.set(name.trim(), value.trim());
    }
    return response;
  });
});

afterAll(async () => {
  configureApi(settings);
  await prism?.stop();
  await remove?.();
});

describe("Prism's mock of the published document", () => {
  test(
    "[openapi] the client's API modules accept its answers, and the product in getProduct's message parses",
    { timeout: 30_000 },
    async () => {
      const config = await getConfig();
      expect(STORE_IDS).toContain(config.store_id);
      expect(config.formkey).not.toBe('');

      expect(Array.isArray(await getCart())).toBe(true);

      const product = await getProduct(PRODUCT_IDS.simpleNote);
      expect(product).not.toBeNull();
      expect(product?.options.length).toBeGreaterThan(0);

      const { pedidos } = await getPedidos();
      expect(pedidos?.[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      // A call that changes state: the mock wants the session cookie and the formkey, as the backend does.
      const reference = parseReference(await otherMethodsPaymentIntent(pedidos?.[0]?.order_id ?? '1'));
      expect(reference?.reference).toMatch(/^[0-9]{9}$/);
    },
  );
});
