import { describe, expect, test } from 'vitest';
import { ORDER_STATUS_GROUPS, PANEL_STATUS } from '#contracts/rules/order-status.ts';
import { statusDisplay } from './status-display.ts';

const item = (status: string, panel: number | null = null, pendingTramitation = false) => ({
  status,
  panel_status_id: panel,
  pendingTramitation,
});

describe('status display per store language', () => {
  test.each([
    [item('pending_payment'), 'Pendiente de Pago', 'Pendente de pagamento', 'Awaiting payment', 'incompleto'],
    [item('closed'), 'Abonado', 'Reembolsado', 'Refunded', ''],
    [item('complete'), 'Listo', 'Listo', 'Ready', ''],
    [item('complete', PANEL_STATUS.incidence), 'Incidencia', 'Incidência', 'Issue', ''],
    [item('complete', PANEL_STATUS.ready), 'Listo', 'Listo', 'Ready', 'disponible'],
    [item('complete_enviado', PANEL_STATUS.readyAndSent), 'Listo', 'Listo', 'Ready', 'disponible'],
    [item('complete', PANEL_STATUS.pendingTramitation), 'Pendiente de tramitar', 'A processar', 'Awaiting processing', ''],
    [item('complete', 30, true), 'Pendiente de tramitar', 'A processar', 'Awaiting processing', ''],
    [item('complete_tramitando', PANEL_STATUS.inTramitation), 'En tramitación', 'A processar', 'In progress', 'tramitandose'],
  ])('[status] %j: es %s, Portuguese order %s, English store %s, class %j', (fields, es, pt, en, cssClass) => {
    expect(statusDisplay(fields, '1400000001', 'es')).toEqual({ label: es, cssClass });
    expect(statusDisplay(fields, '1600000001', 'pt')).toEqual({ label: pt, cssClass });
    expect(statusDisplay(fields, '1400000001', 'en')).toEqual({ label: en, cssClass });
  });

  test('[status] the label follows the order, not the page: a Portuguese order on a Spanish page, a Spanish one on a Portuguese page', () => {
    expect(statusDisplay(item('closed'), '2600000001', 'es').label).toBe('Reembolsado');
    expect(statusDisplay(item('closed'), '1400000001', 'pt').label).toBe('Abonado');
  });

  test('[status] every unpaid-group status reads Pendiente de Pago', () => {
    for (const status of ORDER_STATUS_GROUPS.unpaid)
      expect(statusDisplay(item(status), '1400000001', 'es').label).toBe('Pendiente de Pago');
  });
});
