import type { LegalPageId } from '../../../ui/legal-pages.ts';

/**
 * A paragraph, a list or a table. Inside any text, `[label](target)` is a link (target `page:privacy` for another
 * of the store's legal pages, or a mailto:, tel: or https: address) and `{name}` is filled with the operating
 * company's data (see fillCompany in ../lib/legal-text.ts).
 */
export type LegalBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly table: { readonly caption: string; readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] } }
  /** The buyer's current cookie choice and the button that opens the consent banner again. */
  | { readonly consentChoice: true };

export interface LegalSection {
  /** The same in every language: tests compare the languages section by section. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
}

/** One language's texts: every page, and the date they were last revised. */
export interface LegalTexts {
  readonly updated: string;
  readonly documents: Readonly<Record<LegalPageId, LegalDocument>>;
}
