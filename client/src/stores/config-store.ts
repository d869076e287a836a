import { proxy } from 'valtio';
import type { Config } from '#contracts/api/config.ts';
import { DEFAULT_STORE_ID, isStoreId } from '#contracts/constants/stores.ts';
import { clearResources } from './use-resource.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** spec 3 defaults, used until the host page or the server says otherwise. */
export const DEFAULT_DELIVERY_NOTE = 'Recibir hoy antes de 4 horas laborables';

export const defaultConfig: Config = {
  store_id: DEFAULT_STORE_ID,
  formkey: 'formkey-placeholder',
  baseUrl: '/',
  loggedIn: false,
  portalName: '',
  homepage: ROUTES.services,
  navbarImage: '',
  analytics: { account: '', gtm: [], optimize: '' },
  // Nothing third-party loads until the host or the server names its URL.
  scripts: { tagManager: '', abTesting: '', adTag: '', cardProvider: '', wallet: '', pdfViewer: '', mapsPlaces: '' },
  lastOrderId: null,
  lastItemIds: [],
  customerEmail: '',
  cardProviderPublicKey: '',
  deliveryNote: DEFAULT_DELIVERY_NOTE,
  municipio: null,
  lastOrderProducts: [],
  lastOrderPrice: 0,
  lastOrderSuccess: null,
};

interface ConfigState {
  config: Config;
  /** What the host page set: it wins over the server's values. */
  host: Partial<Config>;
  /** A host page that sets the configuration global embeds the app (decision 005). */
  embedded: boolean;
  /** True once the server's configuration has arrived. */
  loaded: boolean;
}

export const configState = proxy<ConfigState>({
  config: defaultConfig,
  host: {},
  embedded: false,
  loaded: false,
});

/** Whom loaded data is for: products are in the store's language, orders belong to the customer. */
function audienceOf(config: Config): string {
  return JSON.stringify([config.store_id, config.loggedIn, config.customerEmail]);
}

/** Every configuration change goes through here, so the data-loading cache is cleared when the store or the login changes. */
function replaceConfig(next: Config): void {
  const changed = audienceOf(next) !== audienceOf(configState.config);
  configState.config = next;
  if (changed) clearResources();
}

/**
 * The store the page address names (`?store=28`), before the server's configuration arrives: the first paint is
 * then in that store's language and shows its services' header, not the default store's. Anything but a known
 * store id is ignored.
 */
export function setStoreFromAddress(search: string): void {
  const storeId = Number(new URLSearchParams(search).get('store'));
  if (isStoreId(storeId)) replaceConfig({ ...configState.config, store_id: storeId });
}

export function setHostConfig(host: Partial<Config>, embedded: boolean): void {
  configState.host = host;
  configState.embedded = embedded;
  replaceConfig({ ...configState.config, ...host });
}

/** Every response's config is stored here, with the host page's values kept on top. */
export function applyServerConfig(server: Config): void {
  replaceConfig({ ...server, ...configState.host });
  configState.loaded = true;
}

/**
 * The server refused the formkey in use (a restart, an admin reset: decision 029) and sent this one: it replaces the
 * host page's too, which was as stale, so the next calls send it.
 */
export function adoptServerFormkey(formkey: string): void {
  const { formkey: _stale, ...host } = configState.host;
  configState.host = host;
  replaceConfig({ ...configState.config, formkey });
}

export function currentConfig(): Config {
  return configState.config;
}

export function resetConfigState(): void {
  configState.config = defaultConfig;
  configState.host = {};
  configState.embedded = false;
  configState.loaded = false;
  clearResources();
}
