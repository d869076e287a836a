import type { Language } from '#contracts/constants/stores.ts';
import { type LegalPageId, LEGAL_PAGES } from '../../../ui/legal-pages.ts';
import { type OperatingCompany, addressLine, telHref } from '../../../lib/operating-company.ts';
import type { LegalTexts } from '../texts/legal-document.ts';

/** Each language's texts, loaded on first use: the first screen carries no legal text. */
const LOADERS: Record<Language, () => Promise<LegalTexts>> = {
  es: async () => (await import('../texts/es.ts')).texts,
  pt: async () => (await import('../texts/pt.ts')).texts,
  en: async () => (await import('../texts/en.ts')).texts,
};

const loaded = new Map<Language, Promise<LegalTexts>>();

/** One promise per language, kept (React's `use` needs the same promise on every render). A failed load is forgotten. */
export function loadLegalTexts(language: Language): Promise<LegalTexts> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = LOADERS[language]();
    texts.catch(() => loaded.delete(language));
    loaded.set(language, texts);
  }
  return texts;
}

/** What `{name}` stands for in the texts: the company that runs the store, the portal's name, the opening hours. */
export function companyValues(company: OperatingCompany, portal: string, language: Language): Readonly<Record<string, string>> {
  return {
    portal,
    company: company.legalName,
    taxIdLabel: company.taxIdLabel,
    taxId: company.taxId,
    address: addressLine(company),
    registry: company.registry,
    capital: company.shareCapital,
    email: company.email,
    phone: company.phone,
    tel: telHref(company.phone).slice('tel:'.length),
    hours: company.openingHours[language],
  };
}

/** Fills `{name}`; an unknown name is left as it is, which the tests catch. */
export const fillValues = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export type InlinePart = { text: string } | { text: string; href: string; external: boolean };

/**
 * Splits a text at its `[label](target)` links: `page:terms` becomes the terms' path, a mailto:, tel: or
 * https: target stays as it is (external: a registry's or authority's website).
 */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let rest = text;
  for (let match = /\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest); match; match = /\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest)) {
    const [whole, label = '', target = ''] = match;
    if (match.index > 0) parts.push({ text: rest.slice(0, match.index) });
    parts.push(linkPart(label, target));
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) parts.push({ text: rest });
  return parts;
}

function linkPart(label: string, target: string): InlinePart {
  if (target.startsWith('page:')) {
    const page = target.slice('page:'.length);
    if (!(page in LEGAL_PAGES)) throw new Error(`Unknown legal page in a link: ${target}`);
    return { text: label, href: LEGAL_PAGES[page as LegalPageId].path, external: false };
  }
  return { text: label, href: target, external: target.startsWith('https:') };
}
