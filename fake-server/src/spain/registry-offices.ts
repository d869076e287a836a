import type { RegistryOffice } from '#contracts/api/spain.ts';
import type { EsMunicipalityFixture, RegistryDistrictFixture, SlowRegistryFixture } from '../file-schemas/spain-fixtures.ts';

/** How many neighbouring small municipalities share one office, as real registry districts do. */
export const MUNICIPALITIES_PER_SHARED_OFFICE = 6;

/** Delivery hours an ordinary office takes, and a slow one (spec 5); picked per office by its name. */
const USUAL_HOURS = [2, 3, 4, 4, 6, 8, 8, 24] as const;
const SLOW_HOURS = [48, 72, 96] as const;

/** FNV-1a: the same office name always gets the same delivery hours, on every start. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function office(nombre: string, slow: boolean): RegistryOffice {
  const hours = slow ? SLOW_HOURS : USUAL_HOURS;
  return { nombre, horas_entrega: hours[hashOf(nombre) % hours.length] ?? 24 };
}

/** 'Registro de la Propiedad de Madrid número 18', or without a number when the town has one office. */
export function officeName(municipality: string, number?: number): string {
  return number === undefined
    ? `Registro de la Propiedad de ${municipality}`
    : `Registro de la Propiedad de ${municipality} número ${number}`;
}

/**
 * The Registro de la Propiedad offices serving each municipality (by INE code), generated the same
 * way on every start: a municipality in registry-districts.json has its own offices, numbered when it
 * has several; a town on the slow-registry list has its own office; every other municipality shares
 * an office with its neighbours in the province (consecutive INE codes, MUNICIPALITIES_PER_SHARED_OFFICE
 * at a time), named after the first of them.
 */
export function generateRegistryOffices(
  municipalities: readonly EsMunicipalityFixture[],
  districts: readonly RegistryDistrictFixture[],
  slow: readonly SlowRegistryFixture[],
): Map<string, RegistryOffice[]> {
  const slowCodes = new Set(slow.map(({ code }) => code));
  const offices = new Map<string, RegistryOffice[]>();
  const nameOf = new Map(municipalities.map((m) => [m.code, m.display_name]));

  for (const { code, offices: count } of districts) {
    const name = nameOf.get(code);
    if (name === undefined) continue;
    const numbers = count === 1 ? [undefined] : Array.from({ length: count }, (_, i) => i + 1);
    offices.set(
      code,
      numbers.map((number) => office(officeName(name, number), slowCodes.has(code))),
    );
  }
  for (const code of slowCodes) {
    const name = nameOf.get(code);
    if (name !== undefined && !offices.has(code)) offices.set(code, [office(officeName(name), true)]);
  }

  const sharedByProvince = new Map<string, EsMunicipalityFixture[]>();
  for (const municipality of [...municipalities].sort((a, b) => a.code.localeCompare(b.code))) {
    if (offices.has(municipality.code)) continue;
    const list = sharedByProvince.get(municipality.province_code) ?? [];
    list.push(municipality);
    sharedByProvince.set(municipality.province_code, list);
  }
  for (const list of sharedByProvince.values()) {
    for (let start = 0; start < list.length; start += MUNICIPALITIES_PER_SHARED_OFFICE) {
      const group = list.slice(start, start + MUNICIPALITIES_PER_SHARED_OFFICE);
      const head = group[0];
      if (head === undefined) continue;
      const shared = office(officeName(head.display_name), false);
      for (const municipality of group) offices.set(municipality.code, [shared]);
    }
  }
  return offices;
}
