import { patternSource, ROUTES } from '#contracts/constants/client-routes.ts';
import type { Page } from '@playwright/test';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { NotaSimpleWizard } from '../../pages/spain-wizards.ts';
import { expect, test } from '../../support/test.ts';
import { wizardKey } from '../../../client/src/lib/storage.ts';

/** Session storage as a buyer's browser could hold it before the page loads. */
async function storeBeforeLoad(page: Page, key: string, value: unknown): Promise<void> {
  await page.addInitScript(([k, v]) => window.sessionStorage.setItem(k, v), [key, JSON.stringify(value)] as const);
}

/** Counts the main frame's page loads (the first one included). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/**
 * A deploy removed the next screen's code: the first script the page asks for from now on answers 404 (its preload and
 * its import) until the page loads again, as a browser would find the new deploy's files then.
 */
async function removeNextScreenCode(page: Page): Promise<void> {
  let removed: string | null = null;
  let reloadStarted = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) reloadStarted = true;
  });
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    removed ??= url;
    if (url === removed && !reloadStarted) await route.fulfill({ status: 404, body: 'Not Found' });
    else await route.fallback();
  });
}

test.describe('no crash screens (issue 11)', () => {
  test('[errors] a stored generic product form with values [null] gives a working first step, not the router’s error page', async ({
    page,
  }) => {
    const flow = new ProductFlow(page);
    await storeBeforeLoad(page, wizardKey('product'), {
      form: { productId: PRODUCT_IDS.birthCertificate, answers: {}, values: [null] },
      valid: {},
      steps: ['1', '2', '3', '4', '5', '6', 'confirmation'],
    });
    await flow.start(PRODUCT_IDS.birthCertificate, 22);
    await flow.expectStep(1, 7);
    await flow.fill('Nombre y apellidos de la persona inscrita', 'Lucía Martín Gómez');
    await flow.continue();
    await flow.expectStep(2, 7);
    await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0);
  });

  test('[errors] a stored Nota Simple whose registro has no registros starts the wizard again, not the router’s error page', async ({
    page,
  }) => {
    const wizard = new NotaSimpleWizard(page);
    const registroWithoutRegistros = {
      codigo_ine: '41091',
      municipio: 'Sevilla',
      provincia: 'Sevilla',
      url: 'sevilla',
      horas_entrega: 8,
      lento: false,
    };
    const steps = ['step1', 'step2', 'step3', 'step4', 'step41', 'step42', 'step5', 'step6'];
    await storeBeforeLoad(page, wizardKey('nota-simple'), {
      form: {
        quiere_una_ns: true,
        conoce_nombre_propietario: 'si',
        nombre: 'Ana Ruiz Gómez',
        direccion: 'Calle Feria 12',
        registro: registroWithoutRegistros,
        servicio_urgente: 'no',
        otros_datos: '',
        municipio_prefill: '',
      },
      valid: Object.fromEntries(steps.map((step) => [step, true])),
      steps,
    });
    await wizard.storefront.open(ROUTES.simpleNote.step('step6'), 14);
    await wizard.answerOwnerAndAddress('Ana Ruiz Gómez', 'Calle Feria 12');
    await wizard.expectStep(4, 8);
    await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0);
  });

  test('[reload] a screen whose code a deploy removed reloads the page once, with the time parameter, and then opens', async ({
    page,
    storefront,
  }) => {
    const loads = countLoads(page);
    await storefront.open(ROUTES.services, 14);
    await removeNextScreenCode(page);

    // A click with no pointer over the link first: a pointer's hover loads the screen's code ahead of the click (see
    // the next test), and its failure would reload the page where it is before the click's navigation.
    await storefront.header.getByRole('link', { name: 'Solicitar Nota Simple' }).dispatchEvent('click');

    await expect(page).toHaveURL(new RegExp(`${patternSource(ROUTES.simpleNote.step('step1'))}\\?(.+&)?t=\\d+`));
    await new NotaSimpleWizard(page).expectStep(1, 8);
    expect(loads()).toBe(2);
    await expect(page.getByRole('heading', { name: 'Algo ha salido mal' })).toHaveCount(0);
  });

  test('[reload] a screen whose code a deploy removed, asked for by the pointer over its link, reloads the page where it is; the click then opens it', async ({
    page,
    storefront,
  }) => {
    const loads = countLoads(page);
    await storefront.open(ROUTES.services, 14);
    await removeNextScreenCode(page);

    const link = storefront.header.getByRole('link', { name: 'Solicitar Nota Simple' });
    await link.hover();
    await expect(page).toHaveURL(new RegExp(`${patternSource(ROUTES.services)}\\?(.+&)?t=\\d+`));
    await storefront.expectAppReady(); // a click before that follows the link as a page load: a third one
    await link.click();

    await new NotaSimpleWizard(page).expectStep(1, 8);
    expect(loads()).toBe(2);
    await expect(page.getByRole('heading', { name: 'Algo ha salido mal' })).toHaveCount(0);
  });
});
