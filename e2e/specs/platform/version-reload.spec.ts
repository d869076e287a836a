import { patternSource, ROUTES } from '#contracts/constants/client-routes.ts';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../../support/test.ts';

/** Every answer of the version file the page received, in order. */
function versionChecks(page: Page): Response[] {
  const checks: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/version.json') checks.push(response);
  });
  return checks;
}

/** Counts the documents the main frame asks for: the first load, each reload, each automatic reload. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

/** Lets the page finish reading a check's answer and act on it (one trip through its task queue). */
async function afterCheck(page: Page, check: Response | undefined): Promise<void> {
  await check?.finished();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test.describe('version check and reload (spec 4)', () => {
  test('[reload] a new deploy reloads the page once with the time parameter, and not again within 30 minutes', async ({
    page,
    admin,
    storefront,
  }) => {
    const documents = countDocuments(page);
    const checks = versionChecks(page);
    await admin.deployVersion('5.47.0');

    // 2 seconds after start the page sees the new version and reloads itself, with the time parameter.
    await storefront.open(ROUTES.services, 14);
    await expect.poll(documents).toBe(2);
    await expect(page).toHaveURL(new RegExp(`${patternSource(ROUTES.services)}\\?store=14&t=\\d+$`));
    expect(new URL(checks[0]?.url() ?? 'http://x/').searchParams.get('t')).toMatch(/^\d+$/);

    // The reloaded page checks again 2 seconds later: still new, but it reloaded less than 30 minutes ago.
    await expect.poll(() => checks.length).toBe(2);
    expect(await checks[1]?.json()).toEqual({ version: '5.47.0' });
    await afterCheck(page, checks[1]);
    expect(documents()).toBe(2);

    // A reload by hand: the page loads and checks again, and still does not reload itself.
    await page.reload();
    await expect.poll(() => checks.length).toBe(3);
    await afterCheck(page, checks[2]);
    expect(documents()).toBe(3);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
