import { test as base } from '@playwright/test';
import { Storefront } from '../pages/storefront.ts';
import { Admin } from './admin.ts';

/** Every spec gets the storefront page object and the admin API bound to its own visitor. */
export const test = base.extend<{ storefront: Storefront; admin: Admin }>({
  storefront: async ({ page }, use) => {
    await use(new Storefront(page));
  },
  admin: async ({ page }, use) => {
    await use(new Admin(page.request));
  },
});

export { expect } from '@playwright/test';
