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

/**
 * Where each third-party script of spec 7 is loaded from (client/src/lib/load-script.ts). An empty string means
 * the script is not configured and is never loaded. The tag manager and A/B testing URLs get `?id=` with the ids of
 * `analytics` (gtm list, optimize) appended.
 */
export const ThirdPartyScripts = Type.Object({
  tagManager: Type.String(),
  abTesting: Type.String(),
  adTag: Type.String(),
  cardProvider: Type.String(),
  wallet: Type.String(),
  pdfViewer: Type.String(),
  mapsPlaces: Type.String(),
});
export type ThirdPartyScripts = Static<typeof ThirdPartyScripts>;

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
  scripts: ThirdPartyScripts,
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
