import { Type, type Static } from 'typebox';
import { CartItem } from '#contracts/api/cart.ts';
import { Analytics } from '#contracts/api/config.ts';
import { Product } from '#contracts/api/product.ts';

/**
 * Shapes of the files in fixtures/: what the fake server (standing in for the real backend)
 * knows about stores, products and seeded scenarios. Checked by fixtures/fixtures.test.ts.
 */
/** fixtures/stores.json: one entry per store id. */
export const StoreFixture = Type.Object({
  /** Its family and language are the contract's (stores.ts), not the fixture's. */
  store_id: Type.Integer(),
  portalName: Type.String({ minLength: 1 }),
  homepage: Type.String({ minLength: 1 }),
  navbarImage: Type.String(),
  deliveryNote: Type.String(),
  analytics: Analytics,
});
export type StoreFixture = Static<typeof StoreFixture>;
export const StoresFixture = Type.Array(StoreFixture);

const LocalisedTexts = Type.Object({
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  short_description: Type.Optional(Type.String()),
  meta_title: Type.Optional(Type.String()),
  meta_description: Type.Optional(Type.String()),
  group: Type.Optional(Type.String()),
  /** option_id -> title / placeholder / error, and value id -> name */
  options: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Object({
        title: Type.Optional(Type.String()),
        placeholder: Type.Optional(Type.String()),
        error: Type.Optional(Type.String()),
        values: Type.Optional(Type.Record(Type.String(), Type.String())),
      }),
    ),
  ),
});

/** fixtures/products/<product_id>.json: a Product in its first store's language, plus translations. */
export const ProductFixture = Type.Object({
  ...Product.properties,
  translations: Type.Optional(
    Type.Object({ es: Type.Optional(LocalisedTexts), pt: Type.Optional(LocalisedTexts), en: Type.Optional(LocalisedTexts) }),
  ),
});
export type ProductFixture = Static<typeof ProductFixture>;

/** fixtures/scenarios/<name>.json: what a seeded visitor starts with. */
export const ScenarioFixture = Type.Object({
  description: Type.String(),
  loggedIn: Type.Boolean(),
  customerEmail: Type.String(),
  cart: Type.Array(CartItem),
  /** The orders of the scenario's customer (an anonymous visitor has none). */
  pedidos: Type.Array(CartItem),
  /**
   * The moment the scenario's dates are written as of (UTC ISO): seeding moves them so this moment is the
   * customer's now, so "delivered 70 days ago" stays 70 days ago. Without it, dates are kept as written.
   */
  dates_relative_to: Type.Optional(Type.String()),
});
export type ScenarioFixture = Static<typeof ScenarioFixture>;
