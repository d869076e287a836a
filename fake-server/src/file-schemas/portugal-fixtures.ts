import { Type, type Static } from 'typebox';
import { Dicofre, OrganisationPortugal } from '#contracts/api/portugal.ts';

/**
 * Shapes of fixtures/pt/ (see fixtures/pt/ATTRIBUTION.md): the parishes and districts the fake backend serves the
 * parish search from, and the invented companies of the Portuguese company search. Checked by
 * fixtures/pt/pt-fixtures.test.ts and when the fake server reads them.
 */

/** fixtures/pt/parishes.json (see fixtures/pt/ATTRIBUTION.md). */
export const ParishesFixture = Type.Array(
  Type.Object({
    code: Dicofre,
    name: Type.String({ minLength: 1 }),
    municipality_code: Type.String(),
    municipality: Type.String({ minLength: 1 }),
    district_code: Type.String(),
    district: Type.String({ minLength: 1 }),
  }),
);
export type ParishesFixture = Static<typeof ParishesFixture>;

/** fixtures/pt/districts.json: the 18 distritos and 2 regiões autónomas (see fixtures/pt/ATTRIBUTION.md). */
export const DistrictsFixture = Type.Array(
  Type.Object({
    code: Type.String({ pattern: '^[0-9]{2}$' }),
    name: Type.String({ minLength: 1 }),
    type: Type.Union([Type.Literal('distrito'), Type.Literal('regiao_autonoma')]),
  }),
  { minItems: 1 },
);
export type DistrictsFixture = Static<typeof DistrictsFixture>;

/** fixtures/pt/companies.json: invented companies with NIPCs whose check digit is right. */
export const PortugueseCompaniesFixture = Type.Array(OrganisationPortugal);
export type PortugueseCompaniesFixture = Static<typeof PortugueseCompaniesFixture>;
