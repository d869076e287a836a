import { Type, type Static } from 'typebox';

/** spec 3 "Runtime configuration": from the host page or from the server. */
export const Municipality = Type.Object({
  url: Type.String(),
  path: Type.String(),
});

export const Analytics = Type.Object({
  account: Type.String(),
  gtm: Type.Array(Type.String()),
  optimize: Type.String(),
});

export const LastOrderSuccess = Type.Object({
  /** Conversion scripts the host wants run once after a successful order. */
  data: Type.String(),
});

export const Config = Type.Object({
  store_id: Type.Integer(),
  formkey: Type.String(),
  baseUrl: Type.String(),
  loggedIn: Type.Boolean(),
  portalName: Type.String(),
  homepage: Type.String(),
  navbarImage: Type.String(),
  analytics: Analytics,
  lastOrderId: Type.Union([Type.String(), Type.Null()]),
  lastItemIds: Type.Array(Type.String()),
  customerEmail: Type.String(),
  cardProviderPublicKey: Type.String(),
  deliveryNote: Type.String(),
  municipio: Type.Union([Municipality, Type.Null()]),
  lastOrderProducts: Type.Array(Type.String()),
  lastOrderPrice: Type.Number(),
  lastOrderSuccess: Type.Union([LastOrderSuccess, Type.Null()]),
});
export type Config = Static<typeof Config>;

export const ConfigResponse = Type.Object({ config: Config });
export type ConfigResponse = Static<typeof ConfigResponse>;
