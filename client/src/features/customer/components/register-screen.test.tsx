import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { configureApi } from '../../../api/client.ts';
import { LEGAL_PAGES } from '../../../ui/legal-pages.ts';
import { local } from '../../../lib/storage.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { fakeFetch } from '../../../testing/fake-fetch.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { RegisterScreen } from './register-screen.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  local.remove('temporal_validated_email');
  vi.stubGlobal(
    'fetch',
    fakeFetch({ checkEmail: ({ params }) => ({ ok: true, exists: params.email === DEMO_CUSTOMER.email, config: configState.config }) }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConfigState();
});

const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText(/Email/), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

describe('customer/register', () => {
  test('[register] an empty or malformed address shows the spec messages', async () => {
    renderAt(ROUTES.register, <RegisterScreen />);
    next();
    expect(await screen.findByText('Se requiere un email')).toBeTruthy();
    typeEmail('ana');
    next();
    expect(await screen.findByText('Por favor, introduce un email válido')).toBeTruthy();
  });

  test('[register] an existing address is told so, with the link to authenticate with it', async () => {
    renderAt(ROUTES.register, <RegisterScreen />);
    typeEmail(DEMO_CUSTOMER.email);
    next();
    expect(await screen.findByText('Ya existe un cliente registrado con esta dirección.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Identifícate aquí' });
    expect(links[0]?.getAttribute('href')).toBe(ROUTES.authenticateAs(DEMO_CUSTOMER.email));
    expect(local.get('temporal_validated_email')).toBeNull();
  });

  test('[register] a new address is kept as the temporary validated e-mail and the buyer goes on to payment', async () => {
    const { router } = renderAt(ROUTES.register, <RegisterScreen />);
    typeEmail('nuevo@example.com');
    next();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.payment.choose));
    expect(local.get('temporal_validated_email')).toBe('nuevo@example.com');
  });

  test('[register] pressing Next accepts the privacy policy and the terms, both links that open in a new tab', () => {
    renderAt(ROUTES.register, <RegisterScreen />);
    const privacy = screen.getByRole('link', { name: 'política de privacidad' });
    const terms = screen.getByRole('link', { name: 'condiciones de contratación' });
    expect(privacy.closest('p')?.textContent).toBe(
      'Al pulsar Siguiente aceptas la política de privacidad y las condiciones de contratación. Los enlaces se abren en una pestaña nueva.',
    );
    expect([privacy.getAttribute('href'), terms.getAttribute('href')]).toEqual([LEGAL_PAGES.privacy.path, LEGAL_PAGES.terms.path]);
    expect([privacy.getAttribute('target'), terms.getAttribute('target')]).toEqual(['_blank', '_blank']);
    expect(privacy.getAttribute('aria-describedby')).toBe(terms.getAttribute('aria-describedby'));
  });
});
