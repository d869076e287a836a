import { type Locator, type Page, expect } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { Storefront } from './storefront.ts';

/**
 * What every wizard shares for a buyer: the main area, 'Paso N de M' (or 'Passo N de M' on a Portuguese store),
 * radio answers, text fields, autocompletes picked by keyboard, Continue by Enter, and the axe check.
 */
export class WizardPage {
  readonly storefront: Storefront;

  constructor(
    readonly page: Page,
    readonly stepWord: 'Paso' | 'Passo' | 'Step' = 'Paso',
  ) {
    this.storefront = new Storefront(page);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async expectStep(step: number, of: number, heading?: string | RegExp): Promise<void> {
    const h1 = this.main.getByRole('heading', { level: 1 });
    const stepOf = this.stepWord === 'Step' ? `Step ${step} of ${of}` : `${this.stepWord} ${step} de ${of}`;
    await expect(h1).toContainText(stepOf);
    if (heading !== undefined) await expect(h1).toContainText(heading);
    await expect(this.page).toHaveTitle(new RegExp(stepOf));
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

  /** Types into an autocomplete (replacing what it shows) and picks a suggestion with the arrow keys and Enter, no mouse. */
  async pickByKeyboard(combobox: Locator, typed: string, suggestion: string | RegExp): Promise<void> {
    const isWanted = (text: string | null) => (typeof suggestion === 'string' ? text === suggestion : suggestion.test(text ?? ''));
    await combobox.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(typed);
    await expect(this.page.getByRole('option', { name: suggestion, exact: typeof suggestion === 'string' })).toBeVisible();
    for (let tries = 0; tries < 10; tries += 1) {
      await this.page.keyboard.press('ArrowDown');
      // Read the active option's text at once: when a newer search answer re-renders the list, the option the
      // attribute named is gone, and a locator would wait for it until the test times out (seen once on CI).
      const activeText = await combobox.evaluate((input) => {
        const active = input.getAttribute('aria-activedescendant');
        return active ? (document.getElementById(active)?.textContent ?? null) : null;
      });
      if (isWanted(activeText)) break;
    }
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }

  /** The running all-in price under the step's heading. */
  runningPrice(): Locator {
    return this.main.getByRole('group', { name: /^(Precio total|Preço total|Total price)$/ });
  }

  /** The step shows the running price, and it is on screen without scrolling. */
  async expectRunningPrice(shown: string | RegExp): Promise<void> {
    await expect(this.runningPrice()).toContainText(shown);
    await expect(this.runningPrice()).toBeInViewport();
  }

  /** A review's price breakdown: each line and the total (label, amount), then the VAT it includes. */
  async expectPriceBreakdown(rows: [string, string][], vat: string): Promise<void> {
    const breakdown = this.main.getByRole('region', { name: /^(Precio|Preço|Price)$/ });
    for (const [label, amount] of rows) await expect(breakdown.getByRole('row', { name: `${label} ${amount}`, exact: true })).toBeVisible();
    await expect(breakdown.getByText(vat, { exact: true })).toBeVisible();
  }

  /** Follows a review's 'Cambiar' / 'Alterar' / 'Change' link of one answer (its name ends with the question). */
  async changeAnswer(question: string): Promise<void> {
    const link = this.main.getByRole('link', { name: new RegExp(`^(Cambiar|Alterar|Change) ${question}$`) });
    const heading = this.main.getByRole('heading', { level: 1 });
    const before = (await heading.textContent()) ?? '';
    await link.click();
    await expect(heading).not.toHaveText(before);
  }

  private continueButton(): Locator {
    return this.main.getByRole('button', { name: /^(Continuar|Añadir a la cesta|Empezar|Adicionar ao carrinho|Sim, quero a certidão)$/ });
  }

  /**
   * Runs a Continue and waits for the next screen (its heading changes), so a later action cannot land on this step.
   * The new screen's heading has focus, so a screen reader hears that the step changed (issue 12).
   */
  private async goOn(press: () => Promise<void>): Promise<void> {
    const heading = this.main.getByRole('heading', { level: 1 });
    const before = (await heading.textContent()) ?? '';
    await press();
    await expect(heading).not.toHaveText(before);
    await expect(heading).toBeFocused();
  }

  /** Continue by pressing Enter on the step's button, as a keyboard user does, on to the next screen. */
  async continueByKeyboard(): Promise<void> {
    await this.goOn(() => this.continueButton().press('Enter'));
  }

  async continue(): Promise<void> {
    await this.goOn(() => this.continueButton().click());
  }

  /** Continue on a step with errors: the buyer stays, and the error summary takes focus. */
  async continueExpectingErrors(): Promise<void> {
    await this.continueButton().press('Enter');
    await expect(this.main.getByRole('alert')).toBeFocused();
  }

  async expectAccessible(): Promise<void> {
    await expectNoSeriousViolations(this.page);
  }
}
