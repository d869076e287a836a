import type { FreguesiaSuggestion, FreguesiasQuery } from '#contracts/api/portugal.ts';
import type { ParishesFixture } from '../file-schemas/portugal-fixtures.ts';
import { foldForSearch, matchRank } from '../spain/search-text.ts';

const MIN_TERM_LENGTH = 2;
const MAX_SUGGESTIONS = 10;
/** Madeira (30) and the Azores (40) keep their own land registries: outside the simplified report (`ips`). */
const OUTSIDE_IPS = new Set(['30', '40']);

export interface ParishSearch {
  searchFreguesias(term: string, type: FreguesiasQuery['type']): FreguesiaSuggestion[];
  /** The parish with that DICOFRE code as the search of that type would suggest it, or undefined when it offers none. */
  parish(code: string, type: FreguesiasQuery['type']): FreguesiaSuggestion | undefined;
}

const offeredBy = (type: FreguesiasQuery['type'], parish: ParishesFixture[number]): boolean =>
  type === 'all' || !OUTSIDE_IPS.has(parish.district_code);

function suggestionOf(parish: ParishesFixture[number]): FreguesiaSuggestion {
  return {
    label: `${parish.name} (${parish.municipality}, ${parish.district})`,
    value: parish.code,
    freguesia: parish.name,
    concelho: parish.municipality,
    distrito: parish.district,
  };
}

/** The parish autocomplete over fixtures/pt/parishes.json: by parish name first, then by concelho. */
export function parishSearch(parishes: ParishesFixture): ParishSearch {
  const entries = parishes.map((parish) => ({
    parish,
    name: foldForSearch(parish.name),
    concelho: foldForSearch(parish.municipality),
  }));
  const byCode = new Map(parishes.map((parish) => [parish.code, parish]));
  return {
    parish(code, type) {
      const parish = byCode.get(code);
      return parish !== undefined && offeredBy(type, parish) ? suggestionOf(parish) : undefined;
    },
    searchFreguesias(term, type) {
      const folded = foldForSearch(term);
      if (folded.length < MIN_TERM_LENGTH) return [];
      return entries
        .filter((entry) => offeredBy(type, entry.parish))
        .flatMap((entry) => {
          const byName = matchRank(entry.name, folded);
          const byConcelho = matchRank(entry.concelho, folded);
          // A concelho match ranks after every parish-name match of the same quality.
          const rank = byName ?? (byConcelho === null ? null : byConcelho + 4);
          return rank === null ? [] : [{ rank, entry }];
        })
        .sort((a, b) => a.rank - b.rank || a.entry.parish.name.localeCompare(b.entry.parish.name, 'pt'))
        .slice(0, MAX_SUGGESTIONS)
        .map(({ entry: { parish } }) => suggestionOf(parish));
    },
  };
}
