import { atRoute } from '../../support/route-url.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { expectNoSeriousViolations } from '../../support/accessibility.ts';
import { layoutShiftOf, layoutShiftsSeen, recordLayoutShifts } from '../../support/layout-shift.ts';
import { expect, test } from '../../support/test.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { LOCAL_KEY } from '../../../client/src/lib/storage.ts';

test.describe('services chooser per store family', () => {
  test('[services] store 14 offers the Nota Simple, the property search and its automatic products in Spanish', async ({
    storefront,
    page,
  }) => {
    const html = page.waitForResponse((response) => new URL(response.url()).pathname === ROUTES.services);
    // The entry script (Vite names it index-<hash>.js): smaller chunks under 1 KB are not worth compressing.
    const script = page.waitForResponse((response) => /\/assets\/index-[^/]+\.js$/.test(response.url()));
    await storefront.open(ROUTES.services, 14);

    // served as a CDN would: compressed, the page revalidated, the hashed script cached for good
    expect((await html).headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect((await html).headers()['cache-control']).toBe('private, no-cache');
    expect((await script).headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect((await script).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Servicios | Registro de la Propiedad Online');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeVisible();
    await expect(storefront.serviceLink('Solicitar Nota Simple')).toHaveAttribute('href', `${ROUTES.simpleNote.step('step1')}?store=14`);
    await expect(storefront.serviceLink('Conocer las propiedades de una persona o empresa')).toBeVisible();
    // prices from the first screen, VAT stated once
    await expect(page.getByText('Precios con IVA incluido')).toBeVisible();
    await expect(storefront.serviceCard('Solicitar Nota Simple')).toContainText('desde 20,76 €');
    await expect(storefront.serviceCard('Conocer las propiedades de una persona o empresa')).toContainText(
      'desde 12 €más 20,76 € por propiedad encontrada',
    );
    await expect(storefront.serviceCard('Copia de escritura')).toContainText('desde 99 €');
    await expect(storefront.serviceCard('Certificación registral de dominio y cargas')).toContainText(/(?<!desde )39,90 €/);
    await expect(storefront.serviceLink('Solicitar Certificado energético')).toHaveAttribute(
      'href',
      `${ROUTES.product.start(PRODUCT_IDS.energyCertificate)}?store=14`,
    );
    await expect(storefront.serviceLink('Copia de escritura')).toBeVisible();
    await expect(storefront.serviceLink(/Certidão/)).toHaveCount(0);
    await expect(storefront.serviceLink('Incapacidad permanente')).toHaveCount(0);
    await expect(storefront.header.getByRole('link', { name: 'Solicitar Nota Simple' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('[services] store 16 offers the certificate, the report and the built-in Portuguese products in Portuguese, without moving', async ({
    storefront,
    page,
  }) => {
    await recordLayoutShifts(page);
    await storefront.open(ROUTES.services, 16);

    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Os nossos serviços' })).toBeVisible();
    await expect(storefront.serviceLink('Pedir Certidão Permanente')).toHaveAttribute(
      'href',
      `${ROUTES.certificate.step('step1')}?store=16`,
    );
    await expect(storefront.serviceLink('Pedir Informação Predial Simplificada')).toHaveAttribute(
      'href',
      `${ROUTES.report.step('step1')}?store=16`,
    );
    await expect(page.getByText('Preços com IVA incluído')).toBeVisible();
    await expect(storefront.serviceCard('Pedir Certidão Permanente')).toContainText('24,70 €');
    await expect(storefront.serviceCard('Pedir Informação Predial Simplificada')).toContainText('11 €');
    await expect(storefront.serviceLink('Certidão Permanente Comercial')).toHaveAttribute(
      'href',
      `${ROUTES.product.start(PRODUCT_IDS.commercialCertificate)}?store=16`,
    );
    await expect(storefront.serviceLink('Certidão Permanente Automóvel')).toHaveAttribute(
      'href',
      `${ROUTES.product.start(PRODUCT_IDS.automobileCertificate)}?store=16`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Registos em Portugal' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Nota Simple/ })).toHaveCount(0);
    // issue 13: header, prices, product list and footer arrive without moving what was already shown (CLS ≤ 0.01)
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await layoutShiftOf(page), await layoutShiftsSeen(page)).toBeLessThanOrEqual(0.01);
    await expectNoSeriousViolations(page);
  });

  test('[services] store 17 offers automatic products only, in English', async ({ storefront, page }) => {
    await storefront.open(ROUTES.services, 17);

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
    await expect(storefront.serviceLink('Birth certificate')).toHaveAttribute(
      'href',
      `${ROUTES.product.start(PRODUCT_IDS.birthCertificate)}?store=17`,
    );
    await expect(storefront.serviceLink('Residence permit')).toBeVisible();
    await expect(page.getByText('Prices include VAT')).toBeVisible();
    await expect(storefront.serviceCard('Birth certificate')).toContainText('from 29,90 €');
    await expect(page.getByRole('link', { name: /Nota Simple|Certidão|propiedades/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('[services] the one-product store 22 opens on its product’s page: what it is, its price and one start button', async ({
    storefront,
    page,
  }) => {
    await storefront.open(ROUTES.services, 22);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Certificado de nacimiento' })).toBeVisible();
    await expect(main).toContainText('Certificado de nacimiento del Registro Civil español');
    await expect(main).toContainText('desde 29,90 €');
    await expect(main).toContainText('Precios con IVA incluido');
    await expect(main.getByRole('region', { name: 'Ten a mano' })).toContainText('Fecha de nacimiento');
    await expect(main.getByRole('link')).toHaveCount(1);
    await main.getByRole('link', { name: 'Empezar' }).click();
    await expect(page).toHaveURL(atRoute(ROUTES.product.start(PRODUCT_IDS.birthCertificate), '?store=22'));
  });

  test('[services] the store chosen with ?store= sticks for the visitor on later pages', async ({ storefront, page }) => {
    await storefront.open(ROUTES.services, 16);
    // The visitor is the backend's once its session cookie is in the browser: from the server's page, or, when the
    // server sent the page without its data (over its render budget on a busy machine), from the app's own first call,
    // which the page can show before it is answered. A page asked before then is a new visitor's, in the default store.
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
    await page.goto('/algo-que-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Os nossos serviços' })).toBeVisible();
  });

  test('[services] the empty path redirects to servicios', async ({ page }) => {
    await page.goto('/?store=9');
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=9'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros servicios' })).toBeVisible();
  });

  test('[services] the empty path redirects to servicios keeping its query string (issue 41)', async ({ page }) => {
    await page.goto(`${ROUTES.root}?store=16&utm_source=x`);
    await expect(page).toHaveURL(atRoute(ROUTES.services, '?store=16&utm_source=x'));
    await expect(page.getByRole('heading', { level: 1, name: 'Os nossos serviços' })).toBeVisible();
  });

  test('[services] servicios/reset shows the failed-payment message with Ok and clears the invalid-payment flag', async ({
    storefront,
    page,
  }) => {
    await page.addInitScript((keys) => {
      if (window.localStorage.getItem(keys.temporal_invalid_payment) !== null) return;
      window.localStorage.setItem(keys.temporal_invalid_payment, '1');
      window.localStorage.setItem(
        keys.payment_message,
        JSON.stringify(
          'Ha fallado el intento de pago, te ofrecemos nuevos métodos de pago alternativos para que puedas finalizar tu pedido.',
        ),
      );
    }, LOCAL_KEY);
    await storefront.open(ROUTES.servicesReset, 14);

    const snackbar = page.getByRole('alert').filter({ hasText: 'Ha fallado el intento de pago' });
    await expect(snackbar).toBeVisible();
    await expect(snackbar.getByRole('link', { name: 'Pagar con otro método' })).toHaveAttribute('href', `${ROUTES.payment.retry}?store=14`);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCAL_KEY.temporal_invalid_payment)).toBe('0');
    await expectNoSeriousViolations(page);
    await snackbar.getByRole('button', { name: 'Ok' }).click();
    await expect(snackbar).toHaveCount(0);
  });

  test('[routes] a client route reloads fine and shows its screen', async ({ storefront, page }) => {
    await storefront.open(ROUTES.simpleNote.step('step1'), 9);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /¿Conoces el nombre del titular\?/ })).toBeVisible();
    await expect(page).toHaveTitle('Solicitar Nota Simple – Paso 1 de 8 | Registro Online');
  });
});
