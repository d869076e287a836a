import { Type, type Static } from 'typebox';
import { Cif, IneCode } from '#contracts/api/primitives.ts';

/**
 * Shapes of fixtures/es/ (see fixtures/es/ATTRIBUTION.md): the INE reference data the fake backend
 * serves the registry search from, the registry districts and slow registries it generates offices
 * from, and the fictional companies of the company search.
 */

/** An INE province code, two digits (28 Madrid). */
const ProvinceCode = Type.String({ pattern: '^[0-9]{2}$' });

export const EsMunicipalityFixture = Type.Object({
  code: IneCode,
  name: Type.String({ minLength: 1 }),
  display_name: Type.String({ minLength: 1 }),
  province_code: ProvinceCode,
});
export type EsMunicipalityFixture = Static<typeof EsMunicipalityFixture>;

export const EsProvinceFixture = Type.Object({
  code: ProvinceCode,
  name: Type.String({ minLength: 1 }),
  display_name: Type.String({ minLength: 1 }),
});
export type EsProvinceFixture = Static<typeof EsProvinceFixture>;

/** A municipality with its own registry: `offices` numbered offices ('… número 1' to '… número N'), or one unnumbered. */
export const RegistryDistrictFixture = Type.Object({
  code: IneCode,
  name: Type.String({ minLength: 1 }),
  offices: Type.Integer({ minimum: 1, maximum: 60 }),
});
export type RegistryDistrictFixture = Static<typeof RegistryDistrictFixture>;

export const SlowRegistryFixture = Type.Object({
  code: IneCode,
  name: Type.String({ minLength: 1 }),
});
export type SlowRegistryFixture = Static<typeof SlowRegistryFixture>;

/** A fictional company: its name and a CIF of valid format and control character. */
export const CompanyFixture = Type.Object({
  name: Type.String({ minLength: 1 }),
  cif: Cif,
});
export type CompanyFixture = Static<typeof CompanyFixture>;

export const SpainFixtureFiles = {
  'municipalities.json': Type.Array(EsMunicipalityFixture),
  'provinces.json': Type.Array(EsProvinceFixture),
  'registry-districts.json': Type.Array(RegistryDistrictFixture),
  'slow-registries.json': Type.Array(SlowRegistryFixture),
  'companies.json': Type.Array(CompanyFixture),
} as const;
