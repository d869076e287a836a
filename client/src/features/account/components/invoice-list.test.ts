import { describe, expect, test } from 'vitest';
import { documentNumber } from './invoice-list.tsx';

describe('invoices', () => {
  test('[account] an invoice or credit note is labelled by its own number', () => {
    expect(documentNumber('https://www.registro.example/facturas/F-2025-004512.pdf')).toBe('F-2025-004512');
    expect(documentNumber('/desktopapp/rest/documents/1400003870/factura-1400003870.pdf')).toBe('1400003870');
    expect(documentNumber('/desktopapp/rest/documents/1400003955/abono-1400003955.pdf?x=1')).toBe('1400003955');
  });
});
