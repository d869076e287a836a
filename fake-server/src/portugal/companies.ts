import type { OrganisationPortugal } from '#contracts/api/portugal.ts';
import { digitsOf } from '#contracts/rules/portuguese-rules.ts';
import type { PortugueseCompaniesFixture } from '../file-schemas/portugal-fixtures.ts';
import { MAX_SUGGESTIONS, MIN_TERM_LENGTH } from '../spain/spain-data.ts';
import { foldForSearch, matchRank } from '../spain/search-text.ts';

export interface CompanySearch {
  searchOrganisations(term: string): OrganisationPortugal[];
}

/**
 * The Portuguese company autocomplete over fixtures/pt/companies.json, with /sociedad.php's conventions:
 * a NIPC prefix first, then the name without accents (whole, start, start of a word, anywhere), at most 10,
 * nothing under 2 characters. Homonyms come in the order of their sede.
 */
export function companySearch(companies: PortugueseCompaniesFixture): CompanySearch {
  const entries = companies.map((company) => ({ company, folded: foldForSearch(company.nombre) }));
  return {
    searchOrganisations(term) {
      const folded = foldForSearch(term);
      if (folded.length < MIN_TERM_LENGTH) return [];
      const digits = /^[\d\s.-]+$/.test(folded) ? digitsOf(folded) : null;
      return entries
        .flatMap(({ company, folded: name }) => {
          const rank = digits !== null && company.nipc.startsWith(digits) ? 0 : matchRank(name, folded);
          return rank === null ? [] : [{ rank, company }];
        })
        .sort(
          (a, b) =>
            a.rank - b.rank || a.company.nombre.localeCompare(b.company.nombre, 'pt') || a.company.sede.localeCompare(b.company.sede, 'pt'),
        )
        .slice(0, MAX_SUGGESTIONS)
        .map(({ company }) => ({ ...company }));
    },
  };
}
