import { describe, expect, test } from 'vitest';
import { ORDER_STATUS_GROUPS, PANEL_STATUS, isPortugueseOrderId, orderStatusDisplay, orderStatusGroup } from './order-status.ts';

const SPANISH_ORDER = '1400004101';
const PORTUGUESE_ORDERS = ['1600001201', '2600000007', '2800000042'];
const PANEL_IDS = [
  null,
  PANEL_STATUS.pendingTramitation,
  PANEL_STATUS.inTramitation,
  30,
  PANEL_STATUS.incidence,
  PANEL_STATUS.ready,
  PANEL_STATUS.readyAndSent,
];

/** spec 4, written out: what a 'complete*' item shows for each panel id, without and with pendingTramitation. */
function expectedComplete(panel: number | null, pendingTramitation: boolean, portuguese: boolean) {
  const pt = (es: string, ptLabel: string) => (portuguese ? ptLabel : es);
  if (panel === 60) return { label: pt('Incidencia', 'Incidência'), cssClass: '' };
  if (panel === 110 || panel === 120) return { label: 'Listo', cssClass: 'disponible' };
  if (panel === 10 || pendingTramitation) return { label: pt('Pendiente de tramitar', 'A processar'), cssClass: '' };
  if (panel === null) return { label: 'Listo', cssClass: '' };
  return { label: pt('En tramitación', 'A processar'), cssClass: 'tramitandose' };
}

const cases = Object.entries(ORDER_STATUS_GROUPS).flatMap(([group, statuses]) =>
  statuses.flatMap((status) =>
    PANEL_IDS.flatMap((panel) =>
      [false, true].flatMap((pendingTramitation) =>
        [SPANISH_ORDER, ...PORTUGUESE_ORDERS].map((orderId) => ({ group, status, panel, pendingTramitation, orderId })),
      ),
    ),
  ),
);

describe('[orders] spec 4 order status display', () => {
  test.each(cases)(
    '[orders] $status (group $group), panel $panel, pendingTramitation $pendingTramitation, order $orderId',
    ({ group, status, panel, pendingTramitation, orderId }) => {
      const portuguese = orderId !== SPANISH_ORDER;
      const shown = orderStatusDisplay({ status, panel_status_id: panel, pendingTramitation }, orderId);
      if (group === 'unpaid')
        expect(shown).toEqual({ label: portuguese ? 'Pendente de pagamento' : 'Pendiente de Pago', cssClass: 'incompleto' });
      else if (group === 'refunded') expect(shown).toEqual({ label: portuguese ? 'Reembolsado' : 'Abonado', cssClass: '' });
      else expect(shown).toEqual(expectedComplete(panel, pendingTramitation, portuguese));
    },
  );

  test('[orders] every complete* status is in the complete group, and an unknown status reads as unpaid', () => {
    expect(orderStatusGroup('complete_whatever')).toBe('complete');
    expect(orderStatusGroup('something_new')).toBeNull();
    expect(orderStatusDisplay({ status: 'something_new', panel_status_id: null, pendingTramitation: false }, SPANISH_ORDER)).toEqual({
      label: 'Pendiente de Pago',
      cssClass: 'incompleto',
    });
  });

  test.each([
    ['1600000001', true],
    ['2600000001', true],
    ['2800000001', true],
    ['1400000016', false],
    ['1700000001', false],
    ['2100000001', false],
  ])('[orders] order %s is Portuguese: %s', (orderId, portuguese) => {
    expect(isPortugueseOrderId(orderId)).toBe(portuguese);
  });
});
