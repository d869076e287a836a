import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { LEGAL_PAGES } from '../../../ui/legal-pages.ts';
import { applyServerConfig, resetConfigState } from '../../../stores/config-store.ts';
import { chooseConsent, consentState, resetConsentState } from '../../../stores/consent-store.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { LegalPage } from './legal-page.tsx';

afterEach(() => {
  cleanup();
  resetConfigState();
  resetConsentState();
});

/** The page as its route shows it, once its texts have loaded (the layout's Suspense waits meanwhile). */
async function show(page: Parameters<typeof LegalPage>[0]['page'], store: number): Promise<void> {
  applyServerConfig(configExample({ store_id: store, portalName: 'Portal do Imóvel' }));
  await act(async () => {
    renderAt(
      LEGAL_PAGES[page].path,
      <Suspense fallback={<p>…</p>}>
        <LegalPage page={page} />
      </Suspense>,
    );
  });
}

describe('a legal page', () => {
  test('[legal] the privacy policy of store 16 is in Portuguese, names the Portuguese company and the CNPD', async () => {
    await show('privacy', 16);
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Responsável pelo tratamento' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('Trâmite Claro Portugal, Unipessoal Lda., NIPC 517293846');
    expect(screen.getByRole('link', { name: 'www.cnpd.pt' }).getAttribute('href')).toBe('https://www.cnpd.pt');
    for (const link of screen.getAllByRole('link', { name: 'política de cookies' }))
      expect(link.getAttribute('href')).toBe(LEGAL_PAGES.cookies.path);
  });

  test('[legal] the cookie policy says what the buyer chose and its button shows the consent banner again', async () => {
    chooseConsent(['tracking']);
    await show('cookies', 14);
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })).toBeTruthy();
    const choice = screen.getByRole('status');
    expect(choice.textContent).toBe('Aceptas las cookies necesarias y las analíticas.');
    expect(within(screen.getByRole('table', { name: 'Cookies de Portal do Imóvel' })).getByText('opf_consent_level')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cambiar mi elección de cookies' })));
    expect(consentState.reviewing).toBe(true);
    expect(choice.textContent).toBe('Elige abajo, en el aviso de cookies.');
    await act(async () => chooseConsent([]));
    expect(consentState.reviewing).toBe(false);
    expect(choice.textContent).toBe('Solo aceptas las cookies necesarias.');
  });
});
