import { describe, expect, test } from 'vitest';
import { propertySearchFormProblems } from './property-search-rules.ts';
import { companySearchFormExample, personSearchFormExample } from '../testing/spain-examples.ts';

const fields = (form: Parameters<typeof propertySearchFormProblems>[0]) => propertySearchFormProblems(form).map((problem) => problem.field);

describe('[property search] what a request must say (the wizard and addqp alike)', () => {
  test('[property search] a person or a company as the wizard sends them passes', () => {
    expect(propertySearchFormProblems(personSearchFormExample())).toEqual([]);
    expect(propertySearchFormProblems(companySearchFormExample())).toEqual([]);
  });

  test('[property search] exactly one kind of holder, each with its own fields only', () => {
    expect(fields(personSearchFormExample({ opcion_empresa: true }))).toEqual(['opcion_persona and body/form/opcion_empresa']);
    expect(fields(personSearchFormExample({ cif_empresa: 'B10042711' }))).toEqual(['cif_empresa']);
    expect(fields(companySearchFormExample({ nombre_persona: 'Ana' }))).toEqual(['nombre_persona']);
  });

  test('[property search] a company needs its CIF with a valid control character; a person a name and a DNI/NIE', () => {
    expect(fields(companySearchFormExample({ cif_empresa: '' }))).toEqual(['cif_empresa']);
    expect(fields(personSearchFormExample({ nombre_persona: 'Al', dni: '12345678A' }))).toEqual(['nombre_persona', 'dni']);
  });

  test('[property search] origin and origin_id only when it comes from a Nota Simple', () => {
    expect(fields(personSearchFormExample({ origin: 'ns' }))).toEqual(['origin']);
    expect(propertySearchFormProblems(personSearchFormExample({ proviene_de_ns: true, origin: 'ns', origin_id: '7' }))).toEqual([]);
  });
});
