import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expectOnlyLanguage } from '../../support/foreign-words.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** One store of each family, its footer's navigation and the h1 each of its links opens (issue 12 point 4). */
const FAMILIES = [
  {
    store: 14,
    language: 'es',
    nav: 'Información legal',
    pages: ['Aviso legal', 'Política de privacidad', 'Condiciones de contratación', 'Política de cookies', 'Contacto'],
  },
  {
    store: 16,
    language: 'pt',
    nav: 'Informação legal',
    pages: ['Aviso legal', 'Política de privacidade', 'Condições de contratação', 'Política de cookies', 'Contactos'],
  },
  {
    store: 18,
    language: 'en',
    nav: 'Legal information',
    pages: ['Legal notice', 'Privacy policy', 'Terms of contract', 'Cookie policy', 'Contact us'],
  },
  {
    store: 22,
    language: 'es',
    nav: 'Información legal',
    pages: ['Aviso legal', 'Política de privacidad', 'Condiciones de contratación', 'Política de cookies', 'Contacto'],
  },
] as const;

test('[legal] on every store family each footer link opens its page in the store’s language; the cookie policy reopens the banner', async ({
  page,
  storefront,
}) => {
  test.slow();
  for (const { store, language, nav, pages } of FAMILIES) {
    await storefront.open(ROUTES.services, store);
    for (const title of pages) {
      await page.getByRole('contentinfo').getByRole('navigation', { name: nav }).getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
      await expectOnlyLanguage(page, language, `store ${store}: ${title}`);
    }
  }

  // The last page open is store 22's contact page; the cookie policy has the widest content (its table).
  await page.setViewportSize({ width: 320, height: 700 });
  await storefront.open(ROUTES.legal.cookies, 14);
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Cambiar mi elección de cookies' }).click();
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeFocused();
  await banner.getByRole('button', { name: 'Rechazar las no necesarias' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Solo aceptas las cookies necesarias.');
});
