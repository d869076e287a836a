import { ROUTES } from '#contracts/constants/client-routes.ts';
import { atRoute } from '../../support/route-url.ts';
import { TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { Checkout, newBuyerEmail } from '../../pages/checkout.ts';
import { ProductFlow } from '../../pages/product-flow.ts';
import { expect, test } from '../../support/test.ts';
import { LOCAL_KEY } from '../../../client/src/lib/storage.ts';

/**
 * spec 2: "Payment redirects to checkout when the last added product is the permanent-disability product (18511) and
 * the cart is not shown". Issue 23 point 4: nothing ever set the show-cart flag to false, and when the rule did fire
 * payment and checkout sent the buyer to each other (about 200 history entries in 6 s, a blank page).
 */
test('[checkout] the permanent-disability study walks to checkout: no cart shown, payment skipped, paid by card', async ({ page }) => {
  const flow = new ProductFlow(page);
  const checkout = new Checkout(page);
  await flow.start(PRODUCT_IDS.permanentDisability, 14);
  await flow.expectStep(1, 5);
  await flow.pick(/Grado de incapacidad/, 'Total');
  await flow.continue();
  await flow.choose('¿Tienes ya una resolución del INSS?', 'No');
  await flow.continue();
  await flow.expectStep(3, 5);
  await flow.continue();
  await flow.fill('Teléfono de contacto', '600 000 000');
  await flow.expectTotal('49 €');
  await flow.continue();
  await flow.expectStep(5, 5);
  await flow.addToCart();
  await expect(flow.main).toContainText('Incapacidad permanente ya está en tu cesta por 49 €.');

  // The flow hides the cart (show_carrito false) and remembers the product: the spec's shortcut.
  expect(
    await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [LOCAL_KEY.show_carrito, LOCAL_KEY.last_added_product]),
  ).toEqual(['false', JSON.stringify(PRODUCT_IDS.permanentDisability)]);
  await expect(flow.storefront.cartButton()).toHaveCount(0);

  const before = await page.evaluate(() => history.length);
  await flow.main.getByRole('link', { name: 'Finalizar compra' }).click();
  await checkout.register(newBuyerEmail());
  // register goes on to payment, whose guard takes the buyer straight to checkout, which stays
  await expect(page).toHaveURL(atRoute(ROUTES.checkout.start, '?store=14'));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar el pedido' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pago con tarjeta' })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBeLessThan(before + 5);

  await checkout.payByCard(TEST_CARDS.frictionless);
  await checkout.expectSuccess();
});
