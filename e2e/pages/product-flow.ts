import { ROUTES } from '#contracts/constants/client-routes.ts';
import { expect } from '@playwright/test';
import { WizardPage } from './wizard-page.ts';

/** The generic product flow as a buyer goes through it: product/stepN/{id}, confirmation, cart/add/product. */
export class ProductFlow extends WizardPage {
  async start(productId: string, storeId: number, query = ''): Promise<void> {
    await this.storefront.open(`${ROUTES.product.start(productId)}${query}`, storeId);
  }

  async pick(label: string | RegExp, answer: string | RegExp): Promise<void> {
    await this.main.getByRole('button', { name: label }).click();
    await this.page.getByRole('option', { name: answer, exact: true }).click();
  }

  async search(label: string | RegExp, typed: string, suggestion: string | RegExp): Promise<void> {
    await this.main.getByRole('combobox', { name: label }).fill(typed);
    await this.page.getByRole('option', { name: suggestion, exact: true }).click();
  }

  /** Presses Continuar without waiting for another screen (a step may keep the buyer with its errors). */
  override async continue(): Promise<void> {
    await this.main.getByRole('button', { name: 'Continuar' }).click();
  }

  async addToCart(): Promise<void> {
    await this.main.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await expect(this.main.getByRole('heading', { level: 1, name: 'Añadido a la cesta' })).toBeVisible();
  }

  async expectTotal(shown: string): Promise<void> {
    await expect(this.runningPrice()).toContainText(shown);
  }
}
