import { type Locator, type Page, expect } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { Storefront } from './storefront.ts';

/** "Which documents do I need?" (issue 42) as a keyboard user goes through it: one question a page, then the documents. */
export class DocumentGuide {
  readonly storefront: Storefront;

  constructor(readonly page: Page) {
    this.storefront = new Storefront(page);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The question on screen: its fieldset, named by its legend, which is the page's heading. */
  async expectQuestion(legend: string | RegExp): Promise<Locator> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(legend);
    await expectNoSeriousViolations(this.page);
    return this.main.getByRole('group', { name: legend });
  }

  /** A question reached by a navigation: its heading has focus, so a screen reader reads the new question first. */
  async expectNewQuestion(legend: string | RegExp): Promise<Locator> {
    await expect(this.main.getByRole('heading', { level: 1 })).toBeFocused();
    return this.expectQuestion(legend);
  }

  /** Focuses an answer, picks it with Space and continues with Enter. */
  async answer(legend: string | RegExp, answer: string): Promise<void> {
    const question = await this.expectQuestion(legend);
    const radio = question.getByRole('radio', { name: answer, exact: true });
    await radio.focus();
    await radio.press('Space');
    await expect(radio).toBeChecked();
    await this.main.getByRole('button', { name: /^(Continuar|Continue)$/ }).press('Enter');
  }

  /** Continue with nothing chosen: the error summary takes focus. */
  async continueWithoutAnswer(): Promise<void> {
    await this.main.getByRole('button', { name: /^(Continuar|Continue)$/ }).press('Enter');
    await expect(this.main.getByRole('alert')).toBeFocused();
  }

  /** The documents page: its heading, and the names of the documents of one section ('Imprescindibles', 'Útiles'). */
  async expectDocuments(heading: string, section: string, names: readonly string[]): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(heading);
    const region = this.main.getByRole('region', { name: section });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText([...names]);
    await expectNoSeriousViolations(this.page);
  }

  /** The card of one document. */
  document(name: string): Locator {
    return this.main.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** Picks a drop-down answer of a wizard by keyboard: Enter opens its list, Enter on an option picks it. */
  async pickByKeyboard(label: string | RegExp, answer: string): Promise<void> {
    const trigger = this.main.getByRole('button', { name: label });
    await trigger.press('Enter');
    await this.page.getByRole('option', { name: answer, exact: true }).press('Enter');
    await expect(trigger).toContainText(answer);
  }

  /** Starts a document's wizard from its card by keyboard. */
  async startWizard(name: string, linkText: string): Promise<void> {
    await this.document(name).getByRole('link', { name: linkText }).press('Enter');
  }
}
