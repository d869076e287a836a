import type { ThirdPartyScripts } from '../api/config.ts';

/**
 * The fake server's offline stand-ins for the third-party scripts of spec 7 (GET /third-party/<name>.js), named in
 * the configuration it sends. Each records that it loaded in `window.opfThirdParty` (a list of names); the tag
 * manager's also reads the dataLayer (see fake-server/src/routes/third-party).
 */
export const THIRD_PARTY_PATH = '/third-party';

export const THIRD_PARTY_STAND_INS = {
  tagManager: `${THIRD_PARTY_PATH}/tag-manager.js`,
  abTesting: `${THIRD_PARTY_PATH}/ab-testing.js`,
  adTag: `${THIRD_PARTY_PATH}/ad-tag.js`,
  cardProvider: `${THIRD_PARTY_PATH}/card-provider.js`,
  wallet: `${THIRD_PARTY_PATH}/wallet.js`,
  pdfViewer: `${THIRD_PARTY_PATH}/pdf-viewer.js`,
  mapsPlaces: `${THIRD_PARTY_PATH}/maps-places.js`,
} as const satisfies ThirdPartyScripts;

export type ThirdPartyScript = keyof ThirdPartyScripts;
