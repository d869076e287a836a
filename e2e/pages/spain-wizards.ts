import { type NoteStep, ROUTES } from '#contracts/constants/client-routes.ts';
import type { Locator } from '@playwright/test';
import { WizardPage } from './wizard-page.ts';

/** What the Spanish wizards share: steps 'Paso N de M'. */
class SpanishWizard extends WizardPage {}

/** The Nota Simple wizard: nota-simple/step0 … step6, then cart/add/ns. */
export class NotaSimpleWizard extends SpanishWizard {
  async start(storeId: number, step: NoteStep = 'step1'): Promise<void> {
    await this.storefront.open(ROUTES.simpleNote.step(step), storeId);
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

  /** Steps 1 to 8 as a buyer answers them: the owner and the property in Sevilla, the normal service, then the review. */
  async answerToConfirmation(owner: string, address: string): Promise<void> {
    await this.answerOwnerAndAddress(owner, address);
    await this.expectStep(4, 8, '¿En qué municipio está?');
    await this.pickByKeyboard(this.municipality(), 'Sevil', 'Sevilla (Sevilla)');
    await this.continue();
    await this.expectStep(5, 8, '¿Cuándo la necesitas?');
    await this.choose('¿Quieres el servicio urgente?', /No, servicio normal \(20,76 €\)/);
    await this.continue();
    await this.expectStep(6, 8, 'Otros datos registrales');
    await this.continue();
    await this.expectStep(7, 8, 'Revisa tu solicitud');
    await this.continue();
    await this.expectStep(8, 8, 'Confirma y añade a la cesta');
  }
}

/** The property search wizard: q-propiedades/step1 … step7, then cart/add/qpropiedades. */
export class PropertySearchWizard extends SpanishWizard {
  async start(storeId: number): Promise<void> {
    await this.storefront.open(ROUTES.propertiesQuery.step('step1'), storeId);
  }

  company(): Locator {
    return this.main.getByRole('combobox', { name: 'Empresa' });
  }
}
