import { BOOT_DATA_ELEMENT_ID } from '#contracts/api/boot-data.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { Checkout, newBuyerEmail } from '../pages/checkout.ts';
import { NotaSimpleWizard } from '../pages/spain-wizards.ts';
import { isHydrated, watchHydration } from '../support/hydration.ts';
import { atRoute } from '../support/route-url.ts';
import { expect, test } from '../support/test.ts';

/**
 * The site prerendered for a static host (client/server/prerender.ts, decision 035), served by a plain nginx with the
 * generated nginx.conf in front of the profile's backend (scripts/lib/production-profile.ts): each portal's landing
 * pages with their markup and the portal's public boot data, the backend's paths proxied, the buyer's own session asked
 * by the client.
 */

/** The static site's address on a portal's host name (client/server/portals.json: store<id>.localhost), or 127.0.0.1. */
function staticSite(path: string, storeId?: number): string {
  const site = process.env.STATIC_SITE_URL;
  if (site === undefined) {
    throw new Error(
      'STATIC_SITE_URL is not set: nginx is not installed (apt-get install nginx, as .ci/run does), or this ran outside playwright.production.config.ts',
    );
  }
  return `${storeId === undefined ? site : site.replace('127.0.0.1', `store${storeId}.localhost`)}${path}`;
}

// A first visit: the consent banner is part of the prerendered markup.
test.use({ storageState: { cookies: [], origins: [] } });

test('[static] each portal’s chooser arrives from nginx in its own language with the prerendered markup, and is hydrated, not redrawn', async ({
  page,
}) => {
  for (const [storeId, lang, heading] of [
    [16, 'pt', 'Os nossos serviços'],
    [undefined, 'es', 'Nuestros servicios'],
  ] as const) {
    const printed = await watchHydration(page);
    const response = await page.goto(staticSite(ROUTES.services, storeId));
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="${lang}"`);
    expect(/<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1]).toContain(heading);
    // The portal's public data only: no formkey, nobody's cart, and no inline script (the policy runs none).
    const boot = JSON.parse(
      new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    expect(boot).toMatchObject({ visitor: false, markup: true, cart: [], config: { formkey: '', loggedIn: false } });
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self';/);

    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await page.evaluate(() => window.__rootRemovals)).toEqual([]);
    expect(printed).toEqual([]);
  }
});

test.describe('a buyer who has chosen cookies already', () => {
  test.use({ storageState: 'e2e/support/consent-given.json' });

  test('[static] gets the same prerendered page (the banner in it) hydrated without a redraw, then the banner goes', async ({ page }) => {
    const printed = await watchHydration(page);
    await page.goto(staticSite(ROUTES.services));
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
    // The banner went, once the page was hydrated; nothing else of the page was taken out.
    const removed = (await page.evaluate(() => window.__rootRemovals)) ?? [];
    expect(removed.filter((html) => !html.startsWith('<section tabindex="-1" aria-label="Aviso de cookies"'))).toEqual([]);
    expect(printed).toEqual([]);
  });
});

test('[static] a returning buyer’s own cart replaces the public one, and a purchase goes through nginx’s proxied backend to the card payment', async ({
  page,
  admin,
  storefront,
}) => {
  const wizard = new NotaSimpleWizard(page);
  const checkout = new Checkout(page);
  // The buyer's session (the profile's backend, on 127.0.0.1 as the static site is: cookies do not depend on the port).
  await admin.seed(SCENARIOS.cartWithTwoItems, 14);
  await storefront.allowCart();
  const printed = await watchHydration(page);
  const response = await page.goto(staticSite(ROUTES.services));
  expect(await response?.text()).toContain('"cart":[]');
  await storefront.expectAppReady();
  // GET config and GET cart went through nginx to the backend: the buyer's two items, after the hydration.
  await storefront.expectCartCount(2);
  expect(await page.evaluate(() => window.__rootRemovals)).toEqual([]);
  expect(printed).toEqual([]);

  await page
    .getByRole('main')
    .getByRole('link', { name: /Nota Simple/ })
    .first()
    .click();
  await wizard.answerToConfirmation('Ana Ruiz Gómez', 'Calle Feria 12, 2º A');
  await wizard.continue();
  await expect(wizard.main.getByRole('heading', { level: 1, name: 'Nota Simple añadida a la cesta' })).toBeFocused();
  await storefront.expectCartCount(3);

  // A page nginx has no prerendered file for: the portal's index.html, rendered by the client.
  await page.goto(staticSite(ROUTES.register));
  await checkout.register(newBuyerEmail());
  await expect(page).toHaveURL(atRoute(ROUTES.payment.choose));
  expect(new URL(page.url()).origin).toBe(process.env.STATIC_SITE_URL);
  await checkout.chooseMethod('Tarjeta de crédito o débito');
  // The payment itself is the storefront server's journey (journeys.spec.ts): on a static host the success page cannot
  // run the backend's inline conversion scripts, which need a nonce (decision 035's static host, Consequences).
  await expect(page.getByRole('form', { name: 'Pago con tarjeta' }).getByLabel('Número de tarjeta')).toBeVisible();
});
