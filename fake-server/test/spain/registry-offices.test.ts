import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { EsMunicipalityFixture, RegistryDistrictFixture, SlowRegistryFixture } from '../../src/file-schemas/spain-fixtures.ts';
import { MUNICIPALITIES_PER_SHARED_OFFICE, generateRegistryOffices } from '../../src/spain/registry-offices.ts';
import { REPOSITORY_FIXTURES } from '../helpers/spain.ts';

const read = <T>(file: string): T => JSON.parse(readFileSync(`${REPOSITORY_FIXTURES}es/${file}`, 'utf8')) as T;
const municipalities = read<EsMunicipalityFixture[]>('municipalities.json');
const districts = read<RegistryDistrictFixture[]>('registry-districts.json');
const slow = read<SlowRegistryFixture[]>('slow-registries.json');
const offices = generateRegistryOffices(municipalities, districts, slow);

describe('[registry] generated Registro de la Propiedad offices', () => {
  test('[registry] a big city has numbered offices: Registro de la Propiedad de Madrid número 1 to 55', () => {
    const madrid = offices.get('28079') ?? [];
    expect(madrid).toHaveLength(55);
    expect(madrid[17]?.nombre).toBe('Registro de la Propiedad de Madrid número 18');
  });

  test('[registry] a town with one office of its own has it unnumbered', () => {
    expect(offices.get('42173')?.map((o) => o.nombre)).toEqual(['Registro de la Propiedad de Soria']);
  });

  test('[registry] small towns share one office with their neighbours, named after the first of them', () => {
    const ajalvir = offices.get('28002') ?? [];
    expect(ajalvir).toHaveLength(1);
    const sharing = [...offices.values()].filter((list) => list[0] === ajalvir[0]);
    expect(sharing.length).toBeGreaterThan(1);
    expect(sharing.length).toBeLessThanOrEqual(MUNICIPALITIES_PER_SHARED_OFFICE);
  });

  test('[registry] every INE municipality is served, and every office has its delivery hours', () => {
    expect(municipalities.every((m) => (offices.get(m.code)?.length ?? 0) > 0)).toBe(true);
    const hours = [...offices.values()].flat().map((o) => o.horas_entrega);
    expect(hours.some((h) => h < 4)).toBe(true);
    expect(hours.some((h) => h >= 4)).toBe(true);
  });

  test('[registry] the same data gives the same offices on every start', () => {
    const again = generateRegistryOffices(municipalities, districts, slow);
    expect(again.get('29069')).toEqual(offices.get('29069'));
    expect(again.get('28079')).toEqual(offices.get('28079'));
  });

  test('[registry] a slow-registry town’s offices take days, not hours', () => {
    expect((offices.get('29069') ?? []).every((o) => o.horas_entrega >= 48)).toBe(true);
  });
});
