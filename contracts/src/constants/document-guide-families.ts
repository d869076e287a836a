import type { Language, StoreId } from './stores.ts';

/**
 * Which stores have "Which documents do I need?" (issue 42) and which family each belongs to: apart from the
 * situations (document-guide.ts) so that the services chooser, which links to the guide, does not carry them.
 */

export type GuideText = Readonly<Record<Language, string>>;

/**
 * The guide's store families: the contract's families (STORE_FAMILIES), with the commercial-information portal apart
 * from the birth portals it shares 'other' with, since it is the one that serves "checking a company" in Spain.
 * The birth-certificate and birth-record portals (22, 23) sell one product each and have no guide.
 */
export const GUIDE_FAMILIES = {
  'spain-registry': {
    stores: [1, 9, 12, 14, 21],
    name: {
      es: 'los portales del Registro de la Propiedad',
      pt: 'os portais do Registo da Propriedade espanhol',
      en: 'the Spanish Land Registry portals',
    },
  },
  portugal: {
    stores: [16, 26, 28],
    name: {
      es: 'los portales del Registo Predial portugués',
      pt: 'os portais do Registo Predial',
      en: 'the Portuguese Land Registry portals',
    },
  },
  english: {
    stores: [17, 18, 19, 20],
    name: { es: 'los portales en inglés', pt: 'os portais em inglês', en: 'the English-language portals' },
  },
  'commercial-information': {
    stores: [15],
    name: { es: 'el portal de Informes Mercantiles', pt: 'o portal de Informes Mercantiles', en: 'the Informes Mercantiles portal' },
  },
} as const satisfies Record<string, { stores: readonly StoreId[]; name: GuideText }>;
export type GuideFamily = keyof typeof GUIDE_FAMILIES;

/** The guide family of a store, or null for a store without a guide (22, 23). */
export function guideFamilyOf(storeId: number): GuideFamily | null {
  const families = Object.keys(GUIDE_FAMILIES) as GuideFamily[];
  return families.find((family) => (GUIDE_FAMILIES[family].stores as readonly number[]).includes(storeId)) ?? null;
}
