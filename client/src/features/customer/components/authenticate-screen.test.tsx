import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { applyServerConfig, resetConfigState } from '../../../stores/config-store.ts';
import { noticeState, resetNoticeState } from '../../../stores/notice-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { AuthenticateScreen } from './authenticate-screen.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** The backend after too many failed logins: 429 with Retry-After, in the contract's ErrorResponse shape. */
function tooManyLogins() {
  return vi.fn<typeof fetch>(async (input) => {
    if (!String(input).endsWith(endpointRoutes.authenticate.path)) return new Response('{}', { status: 404 });
    const body = { ok: false, statusCode: 429, error: 'Too Many Requests', message: 'body/email: …; try again in 15 minutes' };
    return new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '900' } });
  });
}

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  vi.stubGlobal('fetch', tooManyLogins());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
  resetNoticeState();
});

function logIn(password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: DEMO_CUSTOMER.email } });
  const [passwordField] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
  fireEvent.change(passwordField as HTMLInputElement, { target: { value: password } });
  fireEvent.submit(passwordField?.form as HTMLFormElement);
}

describe('customer/authenticate', () => {
  test.each([
    [14, 'Demasiados intentos. Vuelve a intentarlo dentro de unos minutos.'],
    [16, 'Demasiadas tentativas. Tente novamente dentro de alguns minutos.'],
    [18, 'Too many attempts. Please try again in a few minutes.'],
  ])(
    '[login] too many failed logins (429) on store %i ask to try again in a few minutes, and no error notice shows',
    async (storeId, text) => {
      applyServerConfig(configExample({ store_id: storeId }));
      renderAt(ROUTES.authenticate, <AuthenticateScreen />);

      logIn('not-the-password');

      await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
      expect(noticeState.callFailed).toBe(false);
    },
  );

  test.each([
    [14, 'El email o la contraseña no son correctos.'],
    [16, 'O email ou a palavra-passe não estão corretos.'],
    [18, 'The e-mail or the password is not correct.'],
  ])('[login] a refusal whose answer carries no message on store %i says the e-mail or the password is wrong', async (storeId, text) => {
    const config = configExample({ store_id: storeId, loggedIn: false });
    applyServerConfig(config);
    vi.stubGlobal('fetch', fakeFetch({ authenticate: () => ({ config }) }));
    renderAt(ROUTES.authenticate, <AuthenticateScreen />);

    logIn('not-the-password');

    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  });
});
