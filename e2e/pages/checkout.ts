import { atRoute } from '../support/route-url.ts';
import { type Page, expect } from '@playwright/test';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { Admin } from '../support/admin.ts';
import { Storefront } from './storefront.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** A fresh address for a buyer no test has registered yet. */
export const newBuyerEmail = () => `comprador-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

/** The customer and payment screens as a buyer sees them (Spanish stores unless said). */
export class Checkout {
  constructor(readonly page: Page) {}

  /** A new buyer with two items in the cart registers on a store and stands on the payment methods. */
  async startAsNewBuyer(storeId = 14): Promise<void> {
    const storefront = new Storefront(this.page);
    await new Admin(this.page.request).seed(SCENARIOS.cartWithTwoItems, storeId);
    await storefront.allowCart();
    await storefront.open(ROUTES.register, storeId);
    await this.register(newBuyerEmail());
  }

  async register(email: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Identificación del cliente' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Siguiente' }).click();
  }

  async chooseMethod(name: string | RegExp): Promise<void> {
    await this.page
      .getByRole('list', { name: /Métodos de pago|Métodos de pagamento/ })
      .getByRole('button', { name, exact: true })
      .click();
  }

  async confirmAndPay(): Promise<void> {
    await this.page.getByRole('button', { name: /Confirmar y pagar|Confirmar e pagar/ }).click();
  }

  async payByCard(number: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Pago con tarjeta' });
    await form.getByLabel('Número de tarjeta').fill(number);
    await form.getByLabel('Mes').selectOption('12');
    await form.getByLabel('Año').selectOption(String(new Date().getFullYear() + 2));
    await form.getByRole('button', { name: 'Pagar' }).click();
  }

  /** The success page of the order (with the query the buyer came with, kept); answers its order id. */
  async expectSuccess(): Promise<string> {
    await expect(this.page).toHaveURL(atRoute(ROUTES.checkout.successOfPattern, 'any'));
    await expect(this.page.getByRole('heading', { level: 1, name: /Gracias por tu pedido|Obrigado pela sua encomenda/ })).toBeVisible();
    return new URL(this.page.url()).pathname.replace(/.*\/success\//, '');
  }

  /** servicios/reset with the failed-payment notice (an alert with Ok); Ok dismisses it. */
  async expectFailureNotice(message: string | RegExp): Promise<void> {
    await expect(this.page).toHaveURL(atRoute(ROUTES.servicesReset, 'any'));
    const snackbar = this.failureNotice(message);
    await expect(snackbar).toBeVisible();
    await snackbar.getByRole('button', { name: 'Ok' }).click();
    await expect(snackbar).toHaveCount(0);
  }

  /** The failed-payment notice of servicios/reset that says `message`. */
  failureNotice(message: string | RegExp) {
    return this.page.getByRole('alert').filter({ hasText: message });
  }

  /** The card number is nowhere the browser keeps things: local and session storage, cookies and the URL. */
  async expectNoCardNumberKept(number: string): Promise<void> {
    const kept = await this.page.evaluate(() => [
      JSON.stringify({ ...window.localStorage }),
      JSON.stringify({ ...window.sessionStorage }),
      document.cookie,
      window.location.href,
    ]);
    const cookies = await this.page.context().cookies();
    for (const place of [...kept, JSON.stringify(cookies)]) expect(place).not.toContain(number);
  }
}
