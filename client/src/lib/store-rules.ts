import { DEFAULT_STORE_ID, type StoreId, isStoreId } from '#contracts/stores.ts';

/** spec 1 and 9: which portals belong together. Each family has its own services and theme. */
export type StoreFamily = 'spain-registry' | 'portugal' | 'english' | 'other';
export type Language = 'es' | 'pt' | 'en';

const SPAIN_REGISTRY: readonly number[] = [1, 9, 12, 14, 21];
const PORTUGAL: readonly number[] = [16, 26, 28];
/**
 * Store 20 (the Netherlands portal) is English: spec 1 lists it among the English-language
 * portals and spec 9 says "20 also English"; only spec 1's page-language line leaves it out.
 * docs/decisions/004-store-20-is-english.md
 */
const ENGLISH: readonly number[] = [17, 18, 19, 20];

export function storeIdOrDefault(value: unknown): StoreId {
  return isStoreId(value) ? value : DEFAULT_STORE_ID;
}

export function storeFamily(storeId: number): StoreFamily {
  if (SPAIN_REGISTRY.includes(storeId)) return 'spain-registry';
  if (PORTUGAL.includes(storeId)) return 'portugal';
  if (ENGLISH.includes(storeId)) return 'english';
  return 'other';
}

export function storeLanguage(storeId: number): Language {
  const family = storeFamily(storeId);
  if (family === 'portugal') return 'pt';
  if (family === 'english') return 'en';
  return 'es';
}

export const isPortugueseStore = (storeId: number): boolean => storeFamily(storeId) === 'portugal';
export const isSpanishRegistryStore = (storeId: number): boolean => storeFamily(storeId) === 'spain-registry';

/** Order ids start with their store id; Portuguese order ids start 16, 26 or 28 (spec 4). */
export const isPortugueseOrderId = (orderId: string): boolean => /^(16|26|28)/.test(orderId);
