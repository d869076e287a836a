import { type Locator, expect } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { WizardPage } from './wizard-page.ts';

/** What the Spanish wizards share: steps 'Paso N de M', radios, text fields, autocompletes, Continue by Enter. */
class SpanishWizard extends WizardPage {
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

  private continueButton(): Locator {
    return this.main.getByRole('button', { name: /^(Continuar|Añadir a la cesta|Empezar)$/ });
  }

  /** Runs a Continue and waits for the next screen (its heading changes), so a later action cannot land on this step. */
  private async goOn(press: () => Promise<void>): Promise<void> {
    const heading = this.main.getByRole('heading', { level: 1 });
    const before = (await heading.textContent()) ?? '';
    await press();
    await expect(heading).not.toHaveText(before);
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

/** The Nota Simple wizard: nota-simple/step0 … step6, then cart/add/ns. */
export class NotaSimpleWizard extends SpanishWizard {
  async start(storeId: number, step = 'step1'): Promise<void> {
    await this.storefront.open(`/nota-simple/${step}`, storeId);
  }

  municipality(): Locator {
    return this.main.getByRole('combobox', { name: 'Municipio' });
  }

  /** Steps 1 to 3: the owner is known and named, and the property's address. */
  async answerOwnerAndAddress(owner: string, address: string): Promise<void> {
    await this.expectStep(1, 8, '¿Conoces el nombre del titular?');
    await this.choose('¿Sabes a nombre de quién está el inmueble?', 'Sí');
    await this.continue();
    await this.expectStep(2, 8, '¿Quién es el titular?');
    await this.fill(/Nombre y apellidos del titular/, owner);
    await this.continue();
    await this.expectStep(3, 8, '¿Dónde está el inmueble?');
    await this.fill('Dirección del inmueble', address);
    await this.continue();
  }
}

/** The property search wizard: q-propiedades/step1 … step7, then cart/add/qpropiedades. */
export class PropertySearchWizard extends SpanishWizard {
  async start(storeId: number): Promise<void> {
    await this.storefront.open('/q-propiedades/step1', storeId);
  }

  company(): Locator {
    return this.main.getByRole('combobox', { name: 'Empresa' });
  }
}
