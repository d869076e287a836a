import type { Static, TSchema } from 'typebox';
import { DistrictsFixture, ParishesFixture, PortugueseCompaniesFixture } from '../file-schemas/portugal-fixtures.ts';
import { type CompanySearch, companySearch } from './companies.ts';
import { type ParishSearch, parishSearch } from './parishes.ts';

/** What the fake backend knows about Portugal: the parishes and districts (real) and the companies (invented). */
export type PortugalData = ParishSearch & CompanySearch & { districts: DistrictsFixture };

type ReadChecked = <S extends TSchema>(file: string, schema: S) => Promise<Static<S>>;

/** Loads fixtures/pt/ through the caller's checked reader. */
export async function loadPortugalData(read: ReadChecked): Promise<PortugalData> {
  const [parishes, companies, districts] = await Promise.all([
    read('parishes.json', ParishesFixture),
    read('companies.json', PortugueseCompaniesFixture),
    read('districts.json', DistrictsFixture),
  ]);
  return { ...parishSearch(parishes), ...companySearch(companies), districts };
}
