import { Type, type Static } from 'typebox';
import { StoreId } from './primitives.ts';
import { assumed } from './assumed.ts';

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
 * Where each third-party script of spec 7 is loaded from (client/src/third-party/load-script.ts). An empty string means
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
  data: Type.String({ description: 'Conversion scripts the host wants run once after a successful order.' }),
});

/** Every JSON answer carries it (spec 3, 7): the client keeps the newest. */
export const Config = Type.Object(
  {
    // Typed `number` in TypeScript: the client also reads a store id from a host page and from storage and checks it itself
    // (isStoreId), so its configuration keeps a number; on the wire it is one of the 15 all the same.
    store_id: Type.Unsafe<number>(StoreId),
    formkey: Type.String({
      description:
        "This visitor's form key: every call that changes state sends it in the x-form-key header (decision 029). It stays across login and logout; a reset or a restart gives a new one.",
    }),
    baseUrl: Type.String({ description: "Where the app's pages live: '/' on the backend's own origin." }),
    loggedIn: Type.Boolean({ description: 'A customer is logged in on this session.' }),
    portalName: Type.String({ description: "The store's brand name." }),
    homepage: Type.String({ description: "The store's home page." }),
    navbarImage: Type.String({ description: "The store's logo." }),
    analytics: Analytics,
    // Optional: without it nothing third-party loads (client/src/third-party/load-script.ts).
    scripts: Type.Optional(
      assumed(
        ThirdPartyScripts,
        'spec 3 lists the configuration without script URLs; spec 7 says the third-party scripts load on demand, not from where.',
      ),
    ),
    lastOrderId: Type.Union([Type.String(), Type.Null()], { description: 'The order this session paid last, or null.' }),
    lastItemIds: Type.Array(Type.String(), { description: "That order's item ids." }),
    customerEmail: Type.String({ description: "The logged-in customer's e-mail; '' when nobody is logged in." }),
    cardProviderPublicKey: Type.String({ description: "The card provider's publishable key." }),
    deliveryNote: Type.String({ description: "When the buyer gets the documents, in the store's language." }),
    municipio: Type.Union([Municipality, Type.Null()], { description: 'The municipality page the visitor came from, or null.' }),
    lastOrderProducts: Type.Array(Type.String(), { description: "That order's product ids." }),
    lastOrderPrice: Type.Number({ description: "That order's total, in euros." }),
    lastOrderSuccess: Type.Union([LastOrderSuccess, Type.Null()]),
  },
  { description: 'The runtime configuration (spec 3): the store, the session and the last order.' },
);
export type Config = Static<typeof Config>;

export const ConfigResponse = Type.Object({ config: Config });
export type ConfigResponse = Static<typeof ConfigResponse>;
