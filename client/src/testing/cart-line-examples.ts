import type { CartItem } from '#contracts/api/cart.ts';
import type { Product } from '#contracts/api/product.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { addedLocatedPropertyExample } from '#contracts/testing/spain-examples.ts';

/**
 * A cart item of a generic product with these answers ([option id, answer], in the order asked), as the fake backend prints them
 * (fake-server/src/products/generic-item.ts): a chosen value by its name, a typed answer as typed, under the option's title.
 */
export function answeredItem(
  product: Product,
  answers: readonly (readonly [string, string])[],
  overrides: Partial<CartItem> = {},
): CartItem {
  const options = answers.map(([optionId, value]) => {
    const option = product.options.find((candidate) => candidate.option_id === optionId);
    if (option === undefined) throw new Error(`product ${product.product_id} has no option ${optionId}`);
    const chosen = option.opt_values.find((offered) => offered.id === value);
    return {
      option_id: optionId,
      option_value: chosen === undefined ? '' : value,
      value,
      print_value: chosen?.name ?? value,
      label: option.title,
    };
  });
  return cartItemExample({ product_id: product.product_id, product_name: product.name, options, ...overrides });
}

/**
 * The deed copy of e2e/specs/product/deed-extra-pages.spec.ts: a property deed from before 2006, an authentic paper copy
 * of about 30 pages; 99 € + 20,76 € + 35 € + 86 € + 42,35 € = 283,11 €.
 */
export function deedCopyWithPagesExample(): CartItem {
  return answeredItem(
    catalogueProduct(PRODUCT_IDS.deedCopy),
    [
      ['1648', '40009'],
      ['1655', '4324'],
      ['20021', 'María López Ruiz'],
      ['20022', 'Sevilla'],
      ['20023', '12-ene-2004'],
      ['20024', '1234'],
      ['20025', '40012'],
      ['20020', '40011'],
      ['20158', '40136'],
      ['20026', '40014'],
      ['20027', 'Calle Mayor 1, 41001 Sevilla'],
    ],
    { id: '500020', referencia: 'Q-2026-500020', extra: { current_price: 283.11 } },
  );
}

/**
 * Two properties one search found, each a located property (18361) of the same holder at the same price: only their
 * finca and registry tell them apart.
 */
export function twoLocatedPropertiesExample(): CartItem[] {
  const first = addedLocatedPropertyExample();
  const second = addedLocatedPropertyExample({
    id: '500011',
    referencia: 'LP-2026-500011',
    options: first.options.map((option) => {
      if (option.option_id === 'finca_ref') return { ...option, value: '3' };
      if (option.option_id === 'descripcion')
        return { ...option, value: 'Solar en Camí de Vera 5', print_value: 'Solar en Camí de Vera 5' };
      if (option.option_id === 'finca') {
        return { ...option, value: '20455', print_value: 'Finca 20455, Registro de la Propiedad de València número 7' };
      }
      if (option.option_id === 'municipio') {
        return { ...option, option_value: '46250', value: 'València', print_value: 'València (Valencia/València)' };
      }
      return option;
    }),
  });
  return [first, second];
}
