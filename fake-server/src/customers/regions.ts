import type { ClientRecord, Region } from '#contracts/api/customer.ts';
import { HttpError } from '../errors.ts';
import type { Fixtures } from '../fixtures.ts';

/**
 * The regions of a country (spec 3 "Customer: regions"): the Spanish provinces (fixtures/es/provinces.json, INE) or the
 * Portuguese districts and autonomous regions (fixtures/pt/districts.json, DGT CAOP); none elsewhere.
 */
export function regionsOf(fixtures: Fixtures, country: ClientRecord['country']): Region[] {
  if (country === 'ES') return fixtures.spain.provinces.map((p) => ({ region_id: `ES-${p.code}`, name: p.name }));
  if (country === 'PT') return fixtures.portugal.districts.map((d) => ({ region_id: `PT-${d.code}`, name: d.name }));
  return [];
}

/**
 * A record's region_id must be a region of its country, and its province that region's name (the two say one thing);
 * a record of a country with regions may also leave region_id out (records kept before regions existed). 400 naming
 * the field otherwise.
 */
export function checkRegion(
  fixtures: Fixtures,
  record: Pick<ClientRecord, 'country' | 'province' | 'region_id'>,
  field = 'body/data',
): void {
  if (record.region_id === undefined) return;
  const region = regionsOf(fixtures, record.country).find((candidate) => candidate.region_id === record.region_id);
  if (region === undefined) throw new HttpError(400, `${field}/region_id ${record.region_id} is not a region of ${record.country}`);
  if (record.province !== region.name) {
    throw new HttpError(
      400,
      `${field}/province '${record.province}' is not the name of ${field}/region_id ${record.region_id} ('${region.name}')`,
    );
  }
}
