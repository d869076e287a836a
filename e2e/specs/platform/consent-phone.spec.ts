import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';

/**
 * Issue 41: on a phone the consent banner must never hide a first step's main action, neither when it first shows nor
 * once browsing on has accepted (it then says so, and stays until the buyer chooses).
 */

// These buyers have not chosen yet: no consent cookies (every other spec starts with a choice made).
test.use({ storageState: { cookies: [], origins: [] } });

const PHONES = [
  { width: 390, height: 844 },
  { width: 412, height: 823 },
];

/** Each page a first-time buyer lands on, its main action, and an address of the same store to come from. */
const FIRST_SCREENS = [
  {
    what: "store 22's landing, 'Empezar'",
    store: 22,
    path: ROUTES.services,
    from: ROUTES.legal.cookies,
    action: (page: Page) => page.getByRole('main').getByRole('link', { name: 'Empezar' }),
  },
  {
    what: "the Nota Simple's first step, 'Continuar'",
    store: 14,
    path: ROUTES.simpleNote.step('step1'),
    from: ROUTES.services,
    action: (page: Page) => page.getByRole('main').getByRole('button', { name: 'Continuar' }),
  },
] as const;

/** The action's centre is on the screen and what the browser finds there is the action itself (or inside it). */
async function expectInViewAndUncovered(action: Locator, what: string): Promise<void> {
  await expect(action).toBeVisible();
  const seen = await action.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const { clientWidth, clientHeight } = document.documentElement;
    const top = x >= 0 && y >= 0 && x < clientWidth && y < clientHeight ? document.elementFromPoint(x, y) : null;
    return {
      centre: `${Math.round(x)},${Math.round(y)} in ${clientWidth}×${clientHeight}`,
      onTop: top === null ? 'nothing (off screen)' : (top.closest('[aria-label]')?.getAttribute('aria-label') ?? top.tagName),
      uncovered: top !== null && element.contains(top),
    };
  });
  expect(seen.uncovered, `${what}: centre ${seen.centre}, on top: ${seen.onTop}`).toBe(true);
}

test.describe('consent banner on a phone (issue 41)', () => {
  for (const phone of PHONES) {
    for (const screen of FIRST_SCREENS) {
      test(`[consent] at ${phone.width}px, ${screen.what} stays in view and uncovered, before and after browsing on accepts`, async ({
        page,
        context,
        storefront,
      }) => {
        await page.setViewportSize(phone);
        const banner = page.getByRole('region', { name: 'Aviso de cookies' });

        await storefront.open(screen.path, screen.store);
        await expect(banner).toContainText('Si sigues navegando, aceptas su uso.');
        await expectInViewAndUncovered(screen.action(page), `${screen.what}, the banner first shown`);

        // A new buyer comes from another page of the store: landing here accepts, and the banner says so.
        await context.clearCookies();
        await storefront.open(screen.from, screen.store);
        await storefront.open(screen.path, screen.store);
        await expect(banner).toContainText('Has aceptado las cookies al seguir navegando');
        await expectInViewAndUncovered(screen.action(page), `${screen.what}, after browsing on`);

        // Still a banner that offers the same three choices, each as easy as the others.
        for (const name of ['Aceptar todas', 'Rechazar las no necesarias', 'Elegir cookies']) {
          await expect(banner.getByRole('button', { name })).toBeVisible();
        }
      });
    }
  }
});
