import { type Locator, type Page, expect } from '@playwright/test';
import { Storefront } from './storefront.ts';

/** The generic product flow as a buyer goes through it: product/stepN/{id}, confirmation, cart/add/product. */
export class ProductFlow {
  readonly storefront: Storefront;

  constructor(readonly page: Page) {
    this.storefront = new Storefront(page);
  }

  async start(productId: string, storeId: number, query = ''): Promise<void> {
    await this.storefront.open(`/product/step1/${productId}${query}`, storeId);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async expectStep(step: number, of: number): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toContainText(`Paso ${step} de ${of}`);
    await expect(this.page).toHaveTitle(new RegExp(`Paso ${step} de ${of}`));
  }

  /**
   * Picks a radio answer. react-aria hides the native input under its label, which takes the click as a buyer's
   * would; `force` lets the click land there instead of waiting for the hidden input to be hit directly.
   */
  async choose(question: string | RegExp, answer: string | RegExp): Promise<void> {
    const radio = this.main.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer });
    await radio.check({ force: true });
    await expect(radio).toBeChecked();
  }

  async fill(label: string | RegExp, text: string): Promise<void> {
    await this.main.getByRole('textbox', { name: label }).fill(text);
  }

  async pick(label: string | RegExp, answer: string | RegExp): Promise<void> {
    await this.main.getByRole('button', { name: label }).click();
    await this.page.getByRole('option', { name: answer, exact: true }).click();
  }

  async search(label: string | RegExp, typed: string, suggestion: string | RegExp): Promise<void> {
    await this.main.getByRole('combobox', { name: label }).fill(typed);
    await this.page.getByRole('option', { name: suggestion, exact: true }).click();
  }

  async continue(): Promise<void> {
    await this.main.getByRole('button', { name: 'Continuar' }).click();
  }

  async addToCart(): Promise<void> {
    await this.main.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await expect(this.main.getByRole('heading', { level: 1, name: 'Añadido a la cesta' })).toBeVisible();
  }

  async expectTotal(shown: string): Promise<void> {
    await expect(this.main.getByRole('status').filter({ hasText: 'Precio total' })).toContainText(shown);
  }
}
