import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ClientRecord } from '#contracts/customer.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { billingRecordExample, spanishRegionsExample } from '#contracts/testing/payment-examples.ts';
import { configureApi } from '../../../api/client.ts';
import { applyServerConfig, configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { BillingForm } from './billing-form.tsx';

let sent: ClientRecord | undefined;

beforeEach(() => {
  sent = undefined;
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  applyServerConfig(configExample({ store_id: 14, loggedIn: true, customerEmail: 'cliente@example.com' }));
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      clientUpdate: ({ body }) => {
        sent = body.data;
        return { ok: true, message: '', client: body.data, config: configState.config };
      },
    }),
  );
});

afterEach(() => {
  resetConfigState();
});

describe('[billing] the region of the billing record (spec 3 "Customer: regions, region_id")', () => {
  test('[billing] on a Spanish store the province is picked from the provinces, and the record carries its region_id', async () => {
    const onSaved = vi.fn();
    renderAt(
      '/customer/checkout/success',
      <BillingForm initial={billingRecordExample()} regions={spanishRegionsExample()} onSaved={onSaved} />,
    );
    const province = screen.getByRole('button', { name: /Provincia/ });
    expect(province.textContent).toContain('Madrid');
    await act(async () => fireEvent.click(province));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Sevilla' })));
    await act(async () => screen.getByRole('button', { name: 'Guardar datos de facturación' }).click());
    expect(sent).toMatchObject({ province: 'Sevilla', region_id: 'ES-41' });
    expect(onSaved).toHaveBeenCalled();
  });

  test('[billing] where the store has no regions the province is typed, and no region_id is sent', async () => {
    applyServerConfig(configExample({ store_id: 18, loggedIn: true, customerEmail: 'cliente@example.com' }));
    const record = billingRecordExample({ country: 'OTHER', postalCode: 'SW1A 1AA', taxId: 'GB123456', province: 'London' });
    const { region_id: _none, ...withoutRegion } = record;
    renderAt('/customer/checkout/success', <BillingForm initial={withoutRegion} regions={[]} onSaved={() => undefined} />);
    expect((screen.getByRole('textbox', { name: /County \/ province/ }) as HTMLInputElement).value).toBe('London');
    await act(async () => screen.getByRole('button', { name: 'Save billing details' }).click());
    expect(sent?.province).toBe('London');
    expect(sent && 'region_id' in sent).toBe(false);
  });
});
