import type { Static, TSchema } from 'typebox';
import type { MunicipalityRegistries, RegistroSuggestion, Sociedad } from '#contracts/api/spain.ts';
import { SpainFixtureFiles } from '../file-schemas/spain-fixtures.ts';
import { generateRegistryOffices } from './registry-offices.ts';
import { foldForSearch, matchRank, slugOf } from './search-text.ts';
import { isSlowRegistry } from './slow-registry.ts';

/** At most this many suggestions per search, as the real autocompletes answer. */
export const MAX_SUGGESTIONS = 10;
/** Terms shorter than this find nothing. */
export const MIN_TERM_LENGTH = 2;

/** What the fake backend knows about Spain: municipalities with their registries, and companies. */
export interface SpainData {
  byCode(code: string): MunicipalityRegistries | undefined;
  byUrl(url: string): MunicipalityRegistries | undefined;
  searchRegistros(term: string): RegistroSuggestion[];
  searchSociedades(term: string): Sociedad[];
  /** The provinces, by INE code, with their display names ('A Coruña'). */
  provinces: readonly { code: string; name: string }[];
}

type ReadChecked = <S extends TSchema>(file: string, schema: S) => Promise<Static<S>>;

/** Loads fixtures/es/ through the caller's checked reader, and builds the registry offices once. */
export async function loadSpainData(read: ReadChecked): Promise<SpainData> {
  const files = SpainFixtureFiles;
  const [municipalities, provinces, districts, slow, companies] = await Promise.all([
    read('municipalities.json', files['municipalities.json']),
    read('provinces.json', files['provinces.json']),
    read('registry-districts.json', files['registry-districts.json']),
    read('slow-registries.json', files['slow-registries.json']),
    read('companies.json', files['companies.json']),
  ]);
  const provinceName = new Map(provinces.map((p) => [p.code, p.display_name]));
  const offices = generateRegistryOffices(municipalities, districts, slow);
  const foldedCompanies = companies.map((company) => ({ company, folded: foldForSearch(company.name) }));
  const slowNames = slow.map(({ name }) => name);

  // url_municipio: the name's slug, with the province's added where two municipalities share a name.
  const slugCount = new Map<string, number>();
  for (const m of municipalities) slugCount.set(slugOf(m.display_name), (slugCount.get(slugOf(m.display_name)) ?? 0) + 1);

  const entries = municipalities.map((m) => {
    const provincia = provinceName.get(m.province_code) ?? m.province_code;
    const slug = slugOf(m.display_name);
    const registros = offices.get(m.code) ?? [];
    return {
      folded: [foldForSearch(m.display_name), foldForSearch(m.name)],
      entry: {
        codigo_ine: m.code,
        municipio: m.display_name,
        provincia,
        url: (slugCount.get(slug) ?? 0) > 1 ? `${slug}-${slugOf(provincia)}` : slug,
        registros,
        horas_entrega: Math.max(...registros.map((r) => r.horas_entrega)),
      },
    };
  });
  const withSlowFlag = (entry: (typeof entries)[number]['entry']): MunicipalityRegistries => ({
    ...entry,
    lento: isSlowRegistry(entry.municipio, slowNames),
  });
  const byCode = new Map(entries.map((e) => [e.entry.codigo_ine, e.entry]));
  const byUrl = new Map(entries.map((e) => [e.entry.url, e.entry]));

  return {
    provinces: provinces.map((p) => ({ code: p.code, name: p.display_name })),
    byCode: (code) => {
      const entry = byCode.get(code);
      return entry && withSlowFlag(entry);
    },
    byUrl: (url) => {
      const entry = byUrl.get(url.toLowerCase());
      return entry && withSlowFlag(entry);
    },
    searchRegistros(term) {
      const folded = foldForSearch(term);
      if (folded.length < MIN_TERM_LENGTH) return [];
      return entries
        .flatMap((e) => {
          const ranks = e.folded.map((name) => matchRank(name, folded)).filter((r) => r !== null);
          return ranks.length === 0 ? [] : [{ rank: Math.min(...ranks), e }];
        })
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.e.entry.municipio.length - b.e.entry.municipio.length ||
            a.e.entry.municipio.localeCompare(b.e.entry.municipio, 'es'),
        )
        .slice(0, MAX_SUGGESTIONS)
        .map(({ e }) => ({
          label: `${e.entry.municipio} (${e.entry.provincia})`,
          value: e.entry.municipio,
          ...withSlowFlag(e.entry),
        }));
    },
    searchSociedades(term) {
      const folded = foldForSearch(term);
      if (folded.length < MIN_TERM_LENGTH) return [];
      return foldedCompanies
        .flatMap(({ company, folded: name }) => {
          const byName = matchRank(name, folded);
          const rank = company.cif.toLowerCase().startsWith(folded) ? 0 : byName;
          return rank === null ? [] : [{ rank, company }];
        })
        .sort((a, b) => a.rank - b.rank || a.company.name.localeCompare(b.company.name, 'es'))
        .slice(0, MAX_SUGGESTIONS)
        .map(({ company }) => ({ nombre: company.name, cif: company.cif }));
    },
  };
}
