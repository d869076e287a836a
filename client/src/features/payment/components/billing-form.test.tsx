import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import type { ClientUpdateData } from '#contracts/api/customer.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { billingRecordExample, spanishRegionsExample } from '#contracts/testing/payment-examples.ts';
import { configureApi } from '../../../api/client.ts';
import { applyServerConfig, configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { BillingForm } from './billing-form.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

let sent: ClientUpdateData | undefined;

beforeEach(() => {
  sent = undefined;
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  // No places library unless a test gives one.
  applyServerConfig(withoutPlaces(configExample({ store_id: 14, loggedIn: true, customerEmail: 'cliente@example.com' })));
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      clientUpdate: ({ body }) => {
        sent = body.data;
        const { bank, preferred_payment } = body.data.payment;
        const payment = bank === undefined ? { preferred_payment } : { preferred_payment, bank_account_ending: bank.cuenta.slice(-4) };
        return { ok: true, message: '', client: { ...body.data, payment }, config: configState.config };
      },
    }),
  );
});

afterEach(() => {
  resetConfigState();
});

function withoutPlaces(config: ReturnType<typeof configExample>): ReturnType<typeof configExample> {
  return { ...config, scripts: { ...THIRD_PARTY_STAND_INS, mapsPlaces: '' } };
}

test('[billing] when the places library cannot load, the address field says to type the full address', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // happy-dom answers a script as loaded without fetching it (vitest.config.ts): this one it answers as failed.
  const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
  settings.handleDisabledFileLoadingAsSuccess = false;
  onTestFinished(() => {
    settings.handleDisabledFileLoadingAsSuccess = true;
  });
  applyServerConfig(configExample({ store_id: 14, loggedIn: true, customerEmail: 'cliente@example.com' }));
  renderAt(
    ROUTES.checkout.success,
    <BillingForm initial={billingRecordExample()} regions={spanishRegionsExample()} onSaved={() => undefined} />,
  );
  expect(await screen.findByText('Las sugerencias de direcciones no están disponibles ahora: escribe la dirección completa.')).toBeTruthy();
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('maps-places.js'));
});

describe('[billing] the region of the billing record (spec 3 "Customer: regions, region_id")', () => {
  test('[billing] on a Spanish store the province is picked from the provinces, and the record carries its region_id', async () => {
    const onSaved = vi.fn();
    renderAt(ROUTES.checkout.success, <BillingForm initial={billingRecordExample()} regions={spanishRegionsExample()} onSaved={onSaved} />);
    const province = screen.getByRole('button', { name: /Provincia/ });
    expect(province.textContent).toContain('Madrid');
    await act(async () => fireEvent.click(province));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Sevilla' })));
    await act(async () => screen.getByRole('button', { name: 'Guardar datos de facturación' }).click());
    expect(sent).toMatchObject({ province: 'Sevilla', region_id: 'ES-41' });
    expect(onSaved).toHaveBeenCalled();
  });

  test('[billing] where the store has no regions the province is typed, and no region_id is sent', async () => {
    applyServerConfig(withoutPlaces(configExample({ store_id: 18, loggedIn: true, customerEmail: 'cliente@example.com' })));
    const record = billingRecordExample({ country: 'OTHER', postalCode: 'SW1A 1AA', taxId: 'GB123456', province: 'London' });
    const { region_id: _none, ...withoutRegion } = record;
    renderAt(ROUTES.checkout.success, <BillingForm initial={withoutRegion} regions={[]} onSaved={() => undefined} />);
    expect((screen.getByRole('textbox', { name: /County \/ province/ }) as HTMLInputElement).value).toBe('London');
    await act(async () => screen.getByRole('button', { name: 'Save billing details' }).click());
    expect(sent?.province).toBe('London');
    expect(sent && 'region_id' in sent).toBe(false);
  });
});

describe('[bank] a preferred payment by bank gives the account (spec 3 "bank entidad, oficina, dc, cuenta")', () => {
  const record = billingRecordExample({ payment: { preferred_payment: 'cc' } });

  async function chooseBank() {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Forma de pago preferida/ })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Transferencia bancaria' })));
  }

  test('[bank] wrong control digits are named as typed; the IBAN reads back in its parts and is sent in them', async () => {
    const onSaved = vi.fn();
    renderAt(ROUTES.checkout.success, <BillingForm initial={record} regions={spanishRegionsExample()} onSaved={onSaved} />);
    await chooseBank();
    const field = screen.getByRole('textbox', { name: /Cuenta bancaria \(IBAN o CCC\)/ });
    fireEvent.change(field, { target: { value: '2100 0418 46 0200051332' } });
    expect(screen.getByText('La cuenta no es correcta: revisa los dígitos de control')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    expect(screen.getByText('Entidad 2100, oficina 0418, DC 45, cuenta 0200051332. IBAN ES91 2100 0418 4502 0005 1332.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Guardar datos de facturación' }).click());

    expect(sent?.payment).toEqual({
      preferred_payment: 'bank',
      bank: { entidad: '2100', oficina: '0418', dc: '45', cuenta: '0200051332' },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ payment: { preferred_payment: 'bank', bank_account_ending: '1332' } }));
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('0200051332');
  });

  test('[bank] the account field refers only to elements in the page, as typed wrong and once valid (issue 41)', async () => {
    renderAt(ROUTES.checkout.success, <BillingForm initial={record} regions={spanishRegionsExample()} onSaved={() => undefined} />);
    await chooseBank();
    const field = screen.getByRole('textbox', { name: /Cuenta bancaria \(IBAN o CCC\)/ });
    const describedBy = () => (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const missing = () => describedBy().filter((id) => document.getElementById(id) === null);
    fireEvent.change(field, { target: { value: '2100 0418 46 0200051332' } });
    expect(missing()).toEqual([]);
    expect(describedBy().map((id) => document.getElementById(id)?.textContent)).toContain(
      'La cuenta no es correcta: revisa los dígitos de control',
    );
    fireEvent.change(field, { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    expect(missing()).toEqual([]);
    expect(describedBy().map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Entidad 2100, oficina 0418, DC 45, cuenta 0200051332. IBAN ES91 2100 0418 4502 0005 1332.',
    ]);
  });

  test('[bank] without an account the record is not sent, and the field says what to type', async () => {
    renderAt(ROUTES.checkout.success, <BillingForm initial={record} regions={spanishRegionsExample()} onSaved={() => undefined} />);
    await chooseBank();
    await act(async () => screen.getByRole('button', { name: 'Guardar datos de facturación' }).click());
    expect(screen.getByText('Escribe el IBAN o los 20 dígitos de la cuenta')).toBeTruthy();
    expect(sent).toBeUndefined();
  });

  test('[bank] a kept account shows by its last four digits; saving again sends none, so the backend keeps it', async () => {
    renderAt(
      ROUTES.checkout.success,
      <BillingForm initial={billingRecordExample()} regions={spanishRegionsExample()} onSaved={() => undefined} />,
    );
    expect(screen.getByText(/Cuenta bancaria terminada en 1332/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Cuenta bancaria/ })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Guardar datos de facturación' }).click());
    expect(sent?.payment).toEqual({ preferred_payment: 'bank' });
  });
});
