import { test as base, expect } from '@playwright/test';
import { Storefront } from '../pages/storefront.ts';
import { Admin } from './admin.ts';

/**
 * Every spec gets the storefront page object and the admin API bound to its own visitor; and fails when
 * Chromium reports a Content-Security-Policy violation (docs/decisions/017): what the policy blocks is broken
 * for buyers even when the test's own steps still pass.
 */
export const test = base.extend<{ storefront: Storefront; admin: Admin; cspGuard: undefined; cspExpected: RegExp | null }>({
  /**
   * Violations a spec provokes on purpose and may ignore. Chromium reports the inline handlers of hostile HTML
   * parsed in an inert document (DOMParser, DOMPurify) as violations, although nothing there can run.
   */
  cspExpected: [null, { option: true }],
  cspGuard: [
    async ({ page, cspExpected }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text) && !cspExpected?.test(text)) violations.push(text);
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
