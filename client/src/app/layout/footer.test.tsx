import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { LEGAL_PAGES } from '../../ui/legal-pages.ts';
import { applyServerConfig, resetConfigState } from '../../stores/config-store.ts';
import { renderAt } from '../../testing/render-route.tsx';
import { Footer } from './footer.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

afterEach(() => {
  cleanup();
  resetConfigState();
});

const CASES = [
  {
    store: 14,
    nav: 'Información legal',
    links: ['Aviso legal', 'Política de privacidad', 'Condiciones de contratación', 'Política de cookies', 'Contacto'],
    brand: 'Mi Portal es un servicio de Trámite Claro, S.L.',
    taxId: /CIF B87426151/,
  },
  {
    store: 16,
    nav: 'Informação legal',
    links: ['Aviso legal', 'Política de privacidade', 'Condições de contratação', 'Política de cookies', 'Contactos'],
    brand: 'Mi Portal é um serviço de Trâmite Claro Portugal, Unipessoal Lda.',
    taxId: /NIPC 517293846/,
  },
  {
    store: 18,
    nav: 'Legal information',
    links: ['Legal notice', 'Privacy policy', 'Terms of contract', 'Cookie policy', 'Contact us'],
    brand: 'Mi Portal is a service of Trámite Claro, S.L.',
    taxId: /CIF B87426151/,
  },
  {
    store: 22,
    nav: 'Información legal',
    links: ['Aviso legal', 'Política de privacidad', 'Condiciones de contratación', 'Política de cookies', 'Contacto'],
    brand: 'Mi Portal es un servicio de Trámite Claro, S.L.',
    taxId: /CIF B87426151/,
  },
];

describe('the footer of every page', () => {
  test.each(CASES)(
    '[footer] store $store: the legal links, the company and its contact in the store’s language',
    ({ store, nav, links, brand, taxId }) => {
      applyServerConfig(configExample({ store_id: store, portalName: 'Mi Portal' }));
      renderAt(ROUTES.services, <Footer />);

      const footer = screen.getByRole('contentinfo');
      const legal = within(footer).getByRole('navigation', { name: nav });
      expect(
        within(legal)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(links);
      expect(
        within(legal)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(Object.values(LEGAL_PAGES).map((page) => page.path));
      expect(within(footer).getByText(brand)).toBeTruthy();
      expect(footer.textContent).toMatch(taxId);
      expect(
        within(footer)
          .getByRole('link', { name: /@tramiteclaro\.example$/ })
          .getAttribute('href'),
      ).toMatch(/^mailto:/);
      expect(
        within(footer)
          .getByRole('link', { name: /^\+3[45]/ })
          .getAttribute('href'),
      ).toMatch(/^tel:\+3[45]\d+$/);
    },
  );
});
