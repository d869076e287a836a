import { test as base, expect } from '@playwright/test';
import { Storefront } from '../pages/storefront.ts';
import { Admin } from './admin.ts';

/**
 * Every spec gets the storefront page object and the admin API bound to its own visitor; and fails when
 * Chromium reports a Content-Security-Policy violation (docs/decisions/017): what the policy blocks is broken
 * for buyers even when the test's own steps still pass.
 */
export const test = base.extend<{ storefront: Storefront; admin: Admin; cspGuard: undefined }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  storefront: async ({ page }, use) => {
    await use(new Storefront(page));
  },
  admin: async ({ page }, use) => {
    await use(new Admin(page.request));
  },
});

export { expect };
