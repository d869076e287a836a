import { type Locator, type Page, expect } from '@playwright/test';
import { Storefront } from './storefront.ts';

/** What every wizard shares for a buyer: the main area, 'Paso N de M', radio answers and text fields. */
export class WizardPage {
  readonly storefront: Storefront;

  constructor(readonly page: Page) {
    this.storefront = new Storefront(page);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async expectStep(step: number, of: number, heading?: string | RegExp): Promise<void> {
    const h1 = this.main.getByRole('heading', { level: 1 });
    await expect(h1).toContainText(`Paso ${step} de ${of}`);
    if (heading !== undefined) await expect(h1).toContainText(heading);
    await expect(this.page).toHaveTitle(new RegExp(`Paso ${step} de ${of}`));
  }

  /** Picks a radio answer as a keyboard user does: focus it and press Space. */
  async choose(question: string | RegExp, answer: string | RegExp): Promise<void> {
    const radio = this.main.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer });
    await radio.focus();
    await radio.press('Space');
    await expect(radio).toBeChecked();
  }

  async fill(label: string | RegExp, text: string): Promise<void> {
    await this.main.getByRole('textbox', { name: label }).fill(text);
  }
}
