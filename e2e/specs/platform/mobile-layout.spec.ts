import type { Page } from '@playwright/test';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { DEMO_CUSTOMER } from '#contracts/fake-backend/demo-data.ts';
import { sevillaExample } from '#contracts/testing/spain-examples.ts';
import { Account } from '../../pages/account.ts';
import { NotaSimpleWizard } from '../../pages/spain-wizards.ts';
import { EVERY_STATUS_ORDERS } from '../../support/scenario-orders.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { wizardKey } from '../../../client/src/lib/storage.ts';

const PHONE = { width: 320, height: 640 };
const SMALL_PHONE_HEADER = { width: 360, height: 640 };

/** The document is no wider than the window: nothing on the screen makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const width = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(width.content, `${screen}: ${width.content}px of content in a ${width.window}px window`).toBeLessThanOrEqual(width.window);
}

/** Every control of the header (logo, buttons, links) stands on one row: same top, within a few pixels. */
async function expectHeaderOnOneRow(page: Page, store: number): Promise<void> {
  const controls = page.getByRole('banner').locator('a, button');
  await expect(controls.last()).toBeVisible();
  const tops: number[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box !== null && box.width > 0) tops.push(box.y);
  }
  expect(tops.length, `store ${store}: header controls`).toBeGreaterThanOrEqual(2);
  expect(Math.max(...tops) - Math.min(...tops), `store ${store}: header controls' tops ${tops.join(', ')}`).toBeLessThanOrEqual(6);
}

test.describe('mobile layouts (issue 12)', () => {
  test('[layout] the header stands on one row at 360px on every store family and no screen a buyer walks scrolls sideways at 320px', async ({
    page,
    storefront,
    admin,
  }) => {
    await storefront.allowCart();
    await admin.seed(SCENARIOS.cartWithTwoItems);
    for (const store of [14, 16, 22, 28]) {
      await page.setViewportSize(SMALL_PHONE_HEADER);
      await storefront.open(ROUTES.services, store);
      await expectHeaderOnOneRow(page, store);
      await page.setViewportSize(PHONE);
      await expectHeaderOnOneRow(page, store);
      await expectNoSidewaysScroll(page, `chooser on ${store}`);
    }
    await storefront.openCart();
    await expectNoSidewaysScroll(page, 'the cart menu open');
    await page.keyboard.press('Escape');

    const wizard = new NotaSimpleWizard(page);
    await wizard.start(14);
    await expectNoSidewaysScroll(page, 'a wizard step');

    // The review with long answers: each answer stands below its question, across the whole list.
    const steps = ['step1', 'step2', 'step3', 'step4', 'step41', 'step42', 'step5', 'step6'];
    const form = {
      quiere_una_ns: true,
      conoce_nombre_propietario: 'si',
      nombre: 'Michael Alexander Fitzgerald-Montgomery',
      direccion: 'Calle del Doctor Fourquet 12, escalera B, 3º izquierda',
      registro: sevillaExample(),
      servicio_urgente: 'no',
      otros_datos: 'maria.fernandez-de-la-fuente.contabilidad@example.com',
      municipio_prefill: '',
    };
    await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
      wizardKey('nota-simple'),
      JSON.stringify({ form, valid: Object.fromEntries(steps.map((step) => [step, true])), steps }),
    ] as const);
    await wizard.start(14, 'step5');
    const answers = page.getByRole('main').getByRole('definition');
    await expect(answers.first()).toContainText(form.nombre);
    const listWidth = (await page.getByRole('main').locator('dl').first().boundingBox())?.width ?? 0;
    for (const answer of await answers.all()) expect((await answer.boundingBox())?.width ?? 0).toBeGreaterThan(listWidth * 0.9);
    await expectNoSidewaysScroll(page, 'the Nota Simple review');

    await storefront.open(ROUTES.register, 14);
    await expectNoSidewaysScroll(page, 'register');

    await storefront.open(ROUTES.authenticate, 14);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
    await main.getByRole('button', { name: 'He olvidado mi contraseña' }).click();
    await expect(main.getByRole('status').getByRole('link')).toBeVisible();
    await expectNoSidewaysScroll(page, 'authenticate after a password reminder');

    const account = new Account(page);
    await account.seedCustomerWithOrders();
    await account.openOrder(EVERY_STATUS_ORDERS.expiredNotaSimple);
    await expectNoSidewaysScroll(page, 'an order');
  });
});
