import { ADMIN_PREFIX, SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { expect, test } from '../../support/test.ts';

test.describe('the fake backend for developers', () => {
  test('[dev panel] with the keyboard alone a developer seeds a scenario and injects a fault, sees the visitor and the journal; the API reference opens', async ({
    page,
  }) => {
    await page.goto(ADMIN_PREFIX);
    const status = page.getByRole('status');

    // Seed: choose the scenario, then Tab to its button and press Enter.
    const scenario = page.getByLabel('Scenario to load');
    await scenario.focus();
    await scenario.selectOption(SCENARIOS.cartWithTwoItems);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Seed' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Done: Scenario.');
    await expect(page.getByRole('definition').filter({ hasText: 'total 140,52 €' })).toBeVisible();

    // A fault on the cart: the number field takes Enter as submit.
    await page.getByLabel('Endpoint').selectOption('/desktopapp/rest/cart');
    await page.getByLabel('Next calls').fill('2');
    await page.getByLabel('Next calls').press('Enter');
    await expect(status).toHaveText('Done: Inject a failure or a delay.');
    await expect(page.getByRole('definition').filter({ hasText: '/desktopapp/rest/cart ×2 503' })).toBeVisible();

    // The storefront's call (same browser, same visitor) fails as injected and shows in the journal.
    expect((await page.request.get('/desktopapp/rest/cart')).status()).toBe(503);
    await page.getByRole('button', { name: 'Refresh' }).press('Enter');
    await expect(page.getByRole('row').filter({ hasText: '/desktopapp/rest/cart' }).first()).toContainText('503');
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'API reference' }).click();
    // Swagger UI evaluates a 1.4 MB bundle, then lays out 65 operations and 100 schemas: on a machine whose cores are all
    // taken (load 19 in one npm test run) that alone took over the 10 s an assertion waits by default, twice in a row.
    await expect(page.getByText('Configuration and cart', { exact: true })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText('Admin (fake backend only)', { exact: true })).toBeVisible();
  });
});
