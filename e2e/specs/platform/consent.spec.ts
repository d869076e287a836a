import { patternSource, ROUTES } from '#contracts/constants/client-routes.ts';
import type { Page, Request } from '@playwright/test';
import { THIRD_PARTY_STAND_INS } from '#contracts/fake-backend/third-party.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

// These buyers have not chosen yet: no consent cookies (every other spec starts with a choice made).
test.use({ storageState: { cookies: [], origins: [] } });

/** Every request for the tag manager stand-in the page makes. */
function tagManagerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === THIRD_PARTY_STAND_INS.tagManager) seen.push(request.url());
  });
  return seen;
}

/** The tag manager stand-in's hit for a page view (it sends one only while analytics is granted). */
const pageViewHit = (page: Page) =>
  page.waitForRequest(
    (request: Request) => new URL(request.url()).pathname === '/third-party/collect' && /"page_view"/.test(request.postData() ?? ''),
  );

test('[consent] nothing loads the tag manager before acceptance; accepting on the banner sends the page view', async ({
  page,
  storefront,
}) => {
  const requests = tagManagerRequests(page);
  await storefront.open(ROUTES.services, 14);
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toContainText('Si sigues navegando, aceptas su uso.');
  await expectNoSeriousViolations(page);

  await banner.getByRole('button', { name: 'Elegir cookies' }).click();
  await expect(banner.getByRole('checkbox', { name: /^Analíticas/ })).not.toBeChecked();
  await expectNoSeriousViolations(page);
  expect(requests).toEqual([]);

  const hit = pageViewHit(page);
  await banner.getByRole('button', { name: 'Aceptar todas' }).click();
  await expect(banner).toHaveCount(0);
  expect(JSON.parse((await hit).postData() ?? '{}')).toMatchObject({
    container: 'GTM-FAKE14',
    event: 'page_view',
    page_path: ROUTES.services,
  });
  expect(requests).toEqual([expect.stringContaining(`${THIRD_PARTY_STAND_INS.tagManager}?id=GTM-FAKE14`)]);
});

test('[consent] navigating to another address accepts: the tag manager loads and gets that page view; the banner stays', async ({
  page,
  storefront,
}) => {
  const requests = tagManagerRequests(page);
  await storefront.open(ROUTES.services, 14);
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeVisible();
  expect(requests).toEqual([]);

  const hit = pageViewHit(page);
  await storefront.header.getByRole('link', { name: 'Solicitar Nota Simple' }).click();
  expect(JSON.parse((await hit).postData() ?? '{}')).toMatchObject({
    event: 'page_view',
    page_path: expect.stringMatching(new RegExp(`^${patternSource(ROUTES.simpleNote.base)}/`)),
  });
  await expect(banner).toContainText('Has aceptado las cookies al seguir navegando');
  expect(requests).toHaveLength(1);
});
