import { describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '#contracts/constants/stores.ts';
import { LEGAL_PAGES, LEGAL_PAGE_IDS } from '../../../ui/legal-pages.ts';
import { OPERATING_COMPANIES } from '../../../lib/operating-company.ts';
import type { LegalBlock, LegalTexts } from '../texts/legal-document.ts';
import { companyValues, fillValues, inlineParts, loadLegalTexts } from './legal-text.ts';

const all = async (): Promise<[Language, LegalTexts][]> =>
  Promise.all(LANGUAGES.map(async (language): Promise<[Language, LegalTexts]> => [language, await loadLegalTexts(language)]));

/** Every text a page shows: intro, headings, paragraphs, list items, table captions, heads and cells. */
function textsOf(block: LegalBlock): string[] {
  if (typeof block === 'string') return [block];
  if ('list' in block) return [...block.list];
  if ('table' in block) return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
  return [];
}
const allTexts = (texts: LegalTexts): string[] =>
  LEGAL_PAGE_IDS.flatMap((page) => {
    const { intro, sections } = texts.documents[page];
    return [...intro.flatMap(textsOf), ...sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(textsOf)])];
  });

describe('the legal pages', () => {
  test('[legal] every page exists in every language, with the same sections in the same order', async () => {
    const others = await all();
    const spanish = await loadLegalTexts('es');
    for (const page of LEGAL_PAGE_IDS) {
      const ids = spanish.documents[page].sections.map((section) => section.id);
      expect(ids.length, page).toBeGreaterThanOrEqual(3);
      for (const [language, texts] of others)
        expect(
          texts.documents[page].sections.map((section) => section.id),
          `${page} in ${language}`,
        ).toEqual(ids);
    }
  });

  test('[legal] each section has a heading and something to read, and a table row fills every column', async () => {
    for (const [language, texts] of await all())
      for (const page of LEGAL_PAGE_IDS)
        for (const section of texts.documents[page].sections) {
          expect(section.heading.trim(), `${language} ${page} ${section.id}`).not.toBe('');
          expect(section.blocks.length, `${language} ${page} ${section.id}`).toBeGreaterThan(0);
          for (const block of section.blocks)
            if (typeof block === 'object' && 'table' in block)
              for (const row of block.table.rows) expect(row).toHaveLength(block.table.head.length);
        }
  });

  test('[legal] with either company every placeholder is filled and every link goes somewhere real', async () => {
    for (const [language, texts] of await all())
      for (const company of OPERATING_COMPANIES) {
        const values = companyValues(company, 'Portal', language);
        for (const text of allTexts(texts)) {
          const filled = fillValues(text, values);
          expect(filled, `${language}: ${text}`).not.toMatch(/[{}]/);
          expect(filled, `${language}: a company name ending in a full stop doubles it`).not.toMatch(/\.\./);
          for (const part of inlineParts(filled))
            if ('href' in part) expect(part.href, `${language}: ${text}`).toMatch(/^(\/|mailto:|tel:\+|https:\/\/)/);
          expect(
            inlineParts(filled)
              .map((part) => part.text)
              .join(''),
            'no markup is left',
          ).not.toMatch(/\]\(/);
        }
      }
  });

  test('[legal] the cookie policy names the three consent cookies of decision 015 and offers to change the choice', async () => {
    for (const [language, texts] of await all()) {
      const cookies = texts.documents.cookies;
      const names = cookies.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (typeof block === 'object' && 'table' in block ? block.table.rows.map((row) => row[0]) : [])),
      );
      expect(names, language).toEqual(expect.arrayContaining(['opf_consent_accepted', 'opf_consent_view', 'opf_consent_level']));
      expect(
        cookies.sections.some((section) => section.blocks.some((block) => typeof block === 'object' && 'consentChoice' in block)),
      ).toBe(true);
    }
  });

  test('[legal] the Spanish, Portuguese and English terms name the law on withdrawal that applies to them', async () => {
    const texts = Object.fromEntries(await all());
    const withdrawal = (language: Language) =>
      texts[language]?.documents.terms.sections.find((section) => section.id === 'withdrawal')?.blocks.join(' ') ?? '';
    expect(withdrawal('es')).toContain('artículo 103 a)');
    expect(withdrawal('pt')).toContain('Decreto-Lei n.º 24/2014');
    expect(withdrawal('en')).toContain('article 103 a)');
  });

  test('[legal] the privacy policy says where a card goes: with the order to our server, which passes it to the payment entity', async () => {
    // Spec 7: the number and expiry travel in checkoutRegister/checkoutAuthenticated; the card provider's script takes none.
    const said = {
      es: ['se envían con tu pedido a nuestro servidor', 'que los pasa a la entidad de pago'],
      pt: ['são enviados com a sua encomenda para o nosso servidor', 'que os passa à entidade de pagamento'],
      en: ['they are sent with your order to our server', 'which passes them to the payment provider'],
    } satisfies Record<Language, string[]>;
    for (const [language, texts] of await all()) {
      const data =
        texts.documents.privacy.sections
          .find((section) => section.id === 'data')
          ?.blocks.flatMap(textsOf)
          .join(' ') ?? '';
      for (const words of said[language]) expect(data, language).toContain(words);
      expect(allTexts(texts).join(' '), `${language}: no text says the payment entity takes the card itself`).not.toMatch(
        /directamente la entidad de pago|diretamente pela entidade de pagamento|directly by the payment provider/,
      );
    }
  });

  test('[legal] a page link becomes that page’s path, other text stays as it is', () => {
    expect(inlineParts('Lee la [política](page:privacy) y escribe a [a@b.es](mailto:a@b.es).')).toEqual([
      { text: 'Lee la ' },
      { text: 'política', href: LEGAL_PAGES.privacy.path, external: false },
      { text: ' y escribe a ' },
      { text: 'a@b.es', href: 'mailto:a@b.es', external: false },
      { text: '.' },
    ]);
    expect(() => inlineParts('[x](page:nowhere)')).toThrow(/nowhere/);
  });
});
