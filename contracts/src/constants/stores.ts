import type { BillingCountry } from '../api/customer.ts';

/**
 * The branded portals (spec 1 and 9). The spec speaks of fourteen but lists these fifteen ids;
 * all of them are served. Both sides of the API agree on these ids.
 */
export const STORE_IDS = [1, 9, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 26, 28] as const;
export type StoreId = (typeof STORE_IDS)[number];

export const DEFAULT_STORE_ID = 14 satisfies StoreId;

export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'number' && (STORE_IDS as readonly number[]).includes(value);
}

/** spec 1: the supported languages. */
export const LANGUAGES = ['es', 'pt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * spec 1 and 9: which portals belong together, and the language each family's pages default to.
 * Each family has its own services, theme and payment methods. Every store id is in exactly one.
 */
export const STORE_FAMILIES = {
  'spain-registry': { stores: [1, 9, 12, 14, 21], language: 'es' },
  portugal: { stores: [16, 26, 28], language: 'pt' },
  /**
   * Store 20 (the Netherlands portal) is English: spec 1 lists it among the English-language
   * portals and spec 9 says "20 also English"; only spec 1's page-language line leaves it out.
   * docs/decisions/004-store-20-is-english.md
   */
  english: { stores: [17, 18, 19, 20], language: 'en' },
  /** The commercial-info (15), birth-certificate (22) and birth-record (23) portals: automatic products only (spec 2). */
  other: { stores: [15, 22, 23], language: 'es' },
} as const satisfies Record<string, { stores: readonly StoreId[]; language: Language }>;
export type StoreFamily = keyof typeof STORE_FAMILIES;

const FAMILY_NAMES = Object.keys(STORE_FAMILIES) as StoreFamily[];

/** The family of a store id; an id no family names counts as 'other'. */
export function storeFamily(storeId: number): StoreFamily {
  return FAMILY_NAMES.find((family) => (STORE_FAMILIES[family].stores as readonly number[]).includes(storeId)) ?? 'other';
}

/** The language a store's pages default to (spec 1). */
export const storeLanguage = (storeId: number): Language => STORE_FAMILIES[storeFamily(storeId)].language;

export const isPortugueseStore = (storeId: number): boolean => storeFamily(storeId) === 'portugal';
export const isSpanishRegistryStore = (storeId: number): boolean => storeFamily(storeId) === 'spain-registry';

/** The billing country of a store's buyers (a record's tax id and postal code): Portugal, another country, else Spain. */
export function storeCountry(storeId: number): BillingCountry {
  const family = storeFamily(storeId);
  return family === 'portugal' ? 'PT' : family === 'english' ? 'OTHER' : 'ES';
}
