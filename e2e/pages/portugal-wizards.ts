import { type Locator, type Page, expect } from '@playwright/test';
import { WizardPage } from './wizard-page.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** What the Portuguese wizards share: 'Passo N de M', and the parish autocomplete. */
class PortugueseWizard extends WizardPage {
  constructor(page: Page) {
    super(page, 'Passo');
  }

  parish(): Locator {
    return this.main.getByRole('combobox', { name: 'Freguesia' });
  }
}

/** The permanent certificate: certidao-permanente/step1 … step8, then cart/add/certidao. */
export class CertificateWizard extends PortugueseWizard {
  async start(storeId: number): Promise<void> {
    await this.storefront.open(ROUTES.certificate.step('step1'), storeId);
  }

  /** Steps 1 to 3: the intro, the parish and the identification mode. */
  async answerPlaceAndMode(parish: string, suggestion: string | RegExp, mode: RegExp): Promise<void> {
    await this.expectStep(1, 8, 'Quer pedir a Certidão Permanente?');
    await this.continueByKeyboard();
    await this.expectStep(2, 8, 'Onde fica o imóvel?');
    await this.pickByKeyboard(this.parish(), parish, suggestion);
    await this.expectAccessible();
    await this.continueByKeyboard();
    await this.expectStep(3, 8, 'Como quer identificar o imóvel?');
    await this.choose('Forma de identificação', mode);
    await this.expectAccessible();
    await this.continueByKeyboard();
  }
}

/** The simplified property report: i-predial-simplificada/step1, step2, step21, step3, step4, confirmation. */
export class ReportWizard extends PortugueseWizard {
  async start(storeId: number): Promise<void> {
    await this.storefront.open(ROUTES.report.step('step1'), storeId);
  }
}

/** The text of the cart line of an item, as the open cart lists it. */
export async function expectCartLine(panel: Locator, text: string | RegExp): Promise<void> {
  await expect(panel.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
}
