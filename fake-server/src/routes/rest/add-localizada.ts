import type { ItemOption } from '#contracts/api/cart.ts';
import {
  LOCATED_OPTION,
  isLocatedPropertyTaken,
  locatedPropertiesTaken,
  offersLocatedProperties,
} from '#contracts/rules/located-property.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { HttpError } from '../../errors.ts';
import { localiseProduct } from '../../products/localise-product.ts';
import { catalogueProduct } from '../../spain/catalogue.ts';
import { requireSpanishRegistryStore } from '../../spain/spanish-store.ts';
import { addCartItem, itemOption } from '../../state/cart-items.ts';
import { orderItems, ownOrder } from '../../state/orders.ts';
import type { RestHandler } from './handler.ts';

/**
 * The located-property service (spec 1, product 18361; docs/decisions/038): the Nota Simple of each chosen property a
 * delivered search of all properties found, one cart item each at the catalogue's price, named by the search and the
 * property. The search must be the caller's and offer them (contracts/src/rules/located-property.ts, the rule the client's
 * flow shows); a ref it did not find, or one ordered already or in the cart, is a 400 naming it and nothing is added.
 */
export const addLocalizada: RestHandler<'addLocalizada'> = ({ body, visitor, store, fixtures, config, sequences }) => {
  requireSpanishRegistryStore(visitor.storeId);
  const { order_id, item_id, fincas } = body.form;
  const search = ownOrder(visitor, order_id)?.order.items.find((item) => item.id === item_id);
  if (search === undefined) throw new HttpError(400, `body/form/item_id: no item ${item_id} in an order ${order_id} of yours`);
  if (!offersLocatedProperties(search)) {
    throw new HttpError(400, `body/form/item_id: item ${item_id} is not a delivered search of all properties that found any`);
  }
  const taken = locatedPropertiesTaken([...visitor.cart, ...orderItems(visitor)]);
  const found = search.extra.located_properties ?? [];
  const chosen = fincas.map((ref, index) => {
    const property = found.find((candidate) => candidate.ref === ref);
    if (property === undefined) throw new HttpError(400, `body/form/fincas/${index}: the search found no property ${ref}`);
    if (isLocatedPropertyTaken(taken, search.id, ref)) {
      throw new HttpError(400, `body/form/fincas/${index}: property ${ref} of this search is already ordered or in the cart`);
    }
    return property;
  });

  const product = localiseProduct(catalogueProduct(fixtures, PRODUCT_IDS.locatedProperty), storeLanguage(store.store_id));
  const holder =
    search.options.find((option) => option.option_id === 'nombre_persona' || option.option_id === 'nombre_empresa')?.value ?? '';
  const added = chosen.map((property) => {
    const options: ItemOption[] = [
      itemOption(LOCATED_OPTION.search, 'Búsqueda', search.id, ''),
      itemOption(LOCATED_OPTION.ref, 'Propiedad', property.ref, ''),
      itemOption('titular', 'Titular', holder, holder),
      itemOption('descripcion', 'Inmueble', property.descripcion, property.descripcion),
      itemOption('finca', 'Finca registral', property.finca, `Finca ${property.finca}, ${property.registro}`),
      {
        ...itemOption('municipio', 'Municipio', property.municipio, `${property.municipio} (${property.provincia})`),
        option_value: property.codigo_ine,
      },
    ];
    return addCartItem(visitor, { product_id: product.product_id, product_name: product.name, options, price: product.price }, sequences);
  });
  return { ok: true, item_id: added[0]?.id ?? '', cart: visitor.cart, config };
};
