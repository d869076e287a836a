import type { CartItem, ChildItem } from '#contracts/api/cart.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { priceOfGenericItem } from '#contracts/rules/pricing.ts';
import { PROPERTY_COUNTS, type PropertyCount, propertySearchPrice } from '#contracts/rules/property-search-pricing.ts';
import type { ProductFixture, ScenarioFixture } from '../file-schemas/fixtures.ts';

/**
 * A scenario's items priced by the rules the add endpoints price with (issue 41), so the demo data cannot disagree with
 * what a buyer adding the same item is charged: a property search is the search service plus its properties
 * (`propertySearchPrice`, addqp); every other item is its catalogue product with its answers (`priceOfGenericItem`,
 * addgeneric; a product of a dedicated flow has no options, so that is its catalogue price, as addns, addcertidao,
 * addipredial and addlocalizada charge it).
 */

type Products = ReadonlyMap<string, ProductFixture>;

const isPropertyCount = (value: string): value is PropertyCount => (PROPERTY_COUNTS as readonly string[]).includes(value);

/** What the endpoints charge for an item of this product with these answers; a problem when they would not add it. */
export function endpointPrice(item: Pick<CartItem, 'product_id' | 'options'>, products: Products): number | string {
  const product = products.get(item.product_id);
  if (product === undefined) return `no product ${item.product_id} in fixtures/products`;
  if (item.product_id === PRODUCT_IDS.propertySearchItem) {
    const service = products.get(PRODUCT_IDS.propertiesQueryService);
    const count = item.options.find((option) => option.option_id === 'num_propiedades')?.value ?? '';
    if (service === undefined) return `no product ${PRODUCT_IDS.propertiesQueryService} in fixtures/products`;
    if (!isPropertyCount(count)) return `num_propiedades '${count}' is not one of ${PROPERTY_COUNTS.join(', ')}`;
    return propertySearchPrice(service.price, product.price, count);
  }
  return priceOfGenericItem(product, item.options);
}

/**
 * Where a scenario disagrees with the pricing rules, as "path: problem": an item (or a child in extra.childs) whose
 * current_price is not what the endpoints charge; a located property placed under another item (addlocalizada adds it
 * on its own); a priced child nested in extra.childs, which its order's total (the sum of the order's items, as
 * loadorder and the invoice give it) leaves out, so the lines the buyer reads would not add up to the total.
 */
export function scenarioPriceProblems(scenario: Pick<ScenarioFixture, 'cart' | 'pedidos'>, products: Products): string[] {
  const problems: string[] = [];
  const check = (item: CartItem | ChildItem, path: string, nested: boolean) => {
    const expected = endpointPrice(item, products);
    const actual = item.extra.current_price;
    if (typeof expected === 'string') problems.push(`${path}: ${expected}`);
    else if (actual !== expected) problems.push(`${path}/extra/current_price: ${String(actual)}, where the endpoints charge ${expected}`);
    if (item.product_id === PRODUCT_IDS.locatedProperty && (nested || item.parent_id !== null)) {
      problems.push(`${path}: a located property (${PRODUCT_IDS.locatedProperty}) is ordered on its own, never under another item`);
    }
    if (nested && (actual ?? 0) !== 0) {
      problems.push(`${path}: a priced child in extra.childs is left out of its order's total; list it as an item with parent_id`);
    }
  };
  for (const list of ['cart', 'pedidos'] as const) {
    scenario[list].forEach((item, index) => {
      check(item, `/${list}/${index}`, false);
      (item.extra.childs ?? []).forEach((child, childIndex) => check(child, `/${list}/${index}/extra/childs/${childIndex}`, true));
    });
  }
  return problems;
}
