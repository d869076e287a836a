import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { multibancoReferenceExample } from '#contracts/testing/payment-examples.ts';
import { moneiPaymentIntent } from '../../../api/monei-payment-intent.ts';
import { otherMethodsPaymentIntent } from '../../../api/other-methods-payment-intent.ts';
import { local } from '../../../lib/storage.ts';
import { noticeState, resetNoticeState } from '../../../stores/notice-store.ts';
import { paymentRoutes } from '../routes.tsx';
import './provider-screen.tsx';
import './three-ds-screen.tsx';
import './voucher-screen.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

vi.mock('../../../api/monei-payment-intent.ts', () => ({ moneiPaymentIntent: vi.fn() }));
vi.mock('../../../api/other-methods-payment-intent.ts', () => ({ otherMethodsPaymentIntent: vi.fn() }));

const EVIL = 'javascript:alert(document.cookie)';
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
let errors: ReturnType<typeof vi.spyOn>;

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(paymentRoutes, { initialEntries: [entry] });
  render(
    <Suspense>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetNoticeState);

describe('a URL from the server that is not http(s) is never followed', () => {
  test('[3ds] a javascript: challenge URL: the buyer stays, sees the generic error, and the refusal is logged', async () => {
    const router = renderAt({ pathname: ROUTES.payment.threeDsOrder('1420000001'), state: { challengeUrl: EVIL } });
    await screen.findByRole('status');
    await vi.waitFor(() => expect(noticeState.callFailed).toBe(true));
    expect(assign).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Refused to follow the 3DS challenge URL'));
    expect(router.state.location.pathname).toBe(ROUTES.payment.threeDsOrder('1420000001'));
  });

  test('[3ds] an https challenge URL is followed', async () => {
    renderAt({ pathname: ROUTES.payment.threeDsOrder('1420000001'), state: { challengeUrl: 'https://bank.example/acs?tx=1' } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.example/acs?tx=1'));
    expect(noticeState.callFailed).toBe(false);
  });

  test('[monei] a javascript: payment page is not followed, and it is not taken for a failed payment', async () => {
    vi.mocked(moneiPaymentIntent).mockResolvedValue(EVIL);
    const router = renderAt(`${ROUTES.payment.provider('monei')}?order_id=1420000001`);
    await vi.waitFor(() => expect(noticeState.callFailed).toBe(true));
    expect(assign).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Refused to follow the MONEI payment page URL'));
    expect(local.get('temporal_invalid_payment')).toBeNull();
    expect(router.state.location.pathname).toBe(ROUTES.payment.provider('monei'));
  });

  test('[multibanco] a javascript: voucher URL is not offered nor kept; the reference still shows', async () => {
    vi.mocked(otherMethodsPaymentIntent).mockResolvedValue(JSON.stringify({ ...multibancoReferenceExample(), voucher_url: EVIL }));
    renderAt(`${ROUTES.payment.multibanco}?order_id=1420000001`);
    expect(await screen.findByText(multibancoReferenceExample().entity)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver el justificante' })).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toContain('javascript');
    expect(local.get('multibanco_voucher_url')).toBeNull();
    expect(noticeState.callFailed).toBe(true);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Refused to follow the Multibanco voucher URL'));
  });

  test('[multibanco] an http(s) voucher URL is offered as a link', async () => {
    vi.mocked(otherMethodsPaymentIntent).mockResolvedValue(JSON.stringify(multibancoReferenceExample()));
    renderAt(`${ROUTES.payment.multibanco}?order_id=1420000001`);
    const link = await screen.findByRole('link', { name: 'Ver el justificante' });
    expect(link.getAttribute('href')).toMatch(/^https?:\/\/.+\/monei\/voucher\/310000001$/);
    expect(noticeState.callFailed).toBe(false);
  });
});
