import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { GenericValue } from '#contracts/api/generic.ts';
import { MultibancoReference } from '#contracts/api/payment.ts';
import { CertidaoIdentification, FreguesiaSuggestion } from '#contracts/api/portugal.ts';
import { Product, ProductOption } from '#contracts/api/product.ts';
import { MunicipalityRegistries, NotaSimpleForm, PreValidateNsResponse, RegistryOffice } from '#contracts/api/spain.ts';
import {
  certidaoIdentificationSchema,
  genericValueSchema,
  multibancoReferenceSchema,
  municipalityRegistriesSchema,
  notaSimpleFormSchema,
  parishSchema,
  preValidateNsResponseSchema,
  productOptionSchema,
  productSchema,
  registryOfficeSchema,
} from './contract-schemas.ts';

/**
 * The browser checks what it keeps in storage, and what the backend sends inside a string, with valibot; the server
 * checks the same shapes with the contract's TypeBox schemas. `satisfies SchemaOf<T>` holds the two to the same
 * fields and types; this test holds them to the same verdict on every value: each contract example of the shape, and
 * copies of it spoilt one field at a time (a key missing, a value of another type, a string that breaks its pattern,
 * an empty or very long string, a number out of range).
 */
const MIRRORS: readonly { shape: string; contract: TSchema; mirror: v.GenericSchema }[] = [
  { shape: 'GenericValue', contract: GenericValue, mirror: genericValueSchema },
  { shape: 'RegistryOffice', contract: RegistryOffice, mirror: registryOfficeSchema },
  { shape: 'MunicipalityRegistries', contract: MunicipalityRegistries, mirror: municipalityRegistriesSchema },
  { shape: 'FreguesiaSuggestion', contract: FreguesiaSuggestion, mirror: parishSchema },
  { shape: 'CertidaoIdentification', contract: CertidaoIdentification, mirror: certidaoIdentificationSchema },
  { shape: 'NotaSimpleForm', contract: NotaSimpleForm, mirror: notaSimpleFormSchema },
  { shape: 'PreValidateNsResponse', contract: PreValidateNsResponse, mirror: preValidateNsResponseSchema },
  { shape: 'ProductOption', contract: ProductOption, mirror: productOptionSchema },
  { shape: 'Product', contract: Product, mirror: productSchema },
  { shape: 'MultibancoReference', contract: MultibancoReference, mirror: multibancoReferenceSchema },
];

// ---- Every contract example ------------------------------------------------------------------------------------

const exampleModules = import.meta.glob<Record<string, unknown>>(['../../../contracts/src/testing/*examples*.ts', '!**/*.test.ts'], {
  eager: true,
});

/** What an examples module exports, made: a function without required arguments is called, a table of them each. */
function examplesOf(exported: unknown): unknown[] {
  if (typeof exported === 'function') return exported.length === 0 ? [(exported as () => unknown)()] : [];
  if (typeof exported === 'object' && exported !== null && Object.values(exported).every((entry) => typeof entry === 'function'))
    return Object.values(exported).flatMap(examplesOf);
  return [exported];
}

/** A value and every value inside it, including the JSON the backend carries in strings (a product, a reference). */
function* everyValueIn(value: unknown): Generator<unknown> {
  yield value;
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      yield* everyValueIn(JSON.parse(value));
    } catch {
      // not JSON: a plain string
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) yield* everyValueIn(inner);
  }
}

const allExamples = Object.values(exampleModules).flatMap((module) => Object.values(module).flatMap(examplesOf));

/** The contract examples of one shape: every value in any example that the contract's schema takes, once each. */
function contractExamplesOf(contract: TSchema): unknown[] {
  const found = new Map<string, unknown>();
  for (const example of allExamples) {
    for (const value of everyValueIn(example)) if (Value.Check(contract, value)) found.set(JSON.stringify(value), value);
  }
  return [...found.values()];
}

// ---- Spoilt copies -----------------------------------------------------------------------------------------------

type Path = readonly (string | number)[];
const MISSING = Symbol('missing');

/** The values that spoil a field holding `value`, each with what it is. */
function spoilersOf(value: unknown): [string, unknown][] {
  if (typeof value === 'string')
    return [
      ['a number', 42],
      ['empty', ''],
      ['with a letter added (breaks a pattern)', `${value}x`],
      ['with a space in front (breaks a pattern)', ` ${value}`],
      ['very long', value.padEnd(5_000, '9')],
    ];
  if (typeof value === 'number')
    return [
      ['text', String(value)],
      ['zero', 0],
      ['negative', -1],
      ['a fraction', value + 0.5],
      ['very large', 1e9],
    ];
  if (typeof value === 'boolean')
    return [
      ['text', String(value)],
      ['flipped', !value],
    ];
  if (value === null)
    return [
      ['text', 'x'],
      ['zero', 0],
      ['a large number', 99],
    ];
  if (Array.isArray(value))
    return [
      ['an object', {}],
      ['empty', []],
      ['null', null],
    ];
  return [
    ['an array', []],
    ['null', null],
    ['text', 'x'],
  ];
}

/** Every copy of `example` with one field spoilt, or one key taken out, named by its path. */
function* spoiltCopiesOf(example: unknown, path: Path = []): Generator<{ what: string; copy: unknown }> {
  const at = (value: unknown, key: string | number): unknown => (value as Record<string | number, unknown>)[key];
  const valueAt = path.reduce<unknown>(at, example);
  const where = path.length === 0 ? 'the value' : path.join('/');
  for (const [what, spoiler] of spoilersOf(valueAt)) yield { what: `${where} ${what}`, copy: replaced(example, path, spoiler) };
  if (typeof valueAt !== 'object' || valueAt === null) return;
  for (const key of Object.keys(valueAt)) {
    if (!Array.isArray(valueAt)) yield { what: `${[...path, key].join('/')} missing`, copy: replaced(example, [...path, key], MISSING) };
    yield* spoiltCopiesOf(example, [...path, Array.isArray(valueAt) ? Number(key) : key]);
  }
}

/** A deep copy of `value` with the field at `path` set to `replacement` (or taken out, for MISSING). */
function replaced(value: unknown, path: Path, replacement: unknown): unknown {
  const copy: unknown = structuredClone(value);
  if (path.length === 0) return replacement;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as Record<
    string | number,
    unknown
  >;
  const last = path[path.length - 1] as string | number;
  if (replacement === MISSING) Reflect.deleteProperty(parent, last);
  else parent[last] = replacement;
  return copy;
}

const verdict = (takes: boolean) => (takes ? 'takes it' : 'refuses it');

// ---- The test ----------------------------------------------------------------------------------------------------

describe('the client’s valibot mirror of the contract (lib/contract-schemas.ts)', () => {
  test.each(MIRRORS)('[contracts] the contract examples hold at least one $shape', ({ contract }) => {
    expect(contractExamplesOf(contract).length).toBeGreaterThan(0);
  });

  test.each(MIRRORS)(
    '[contracts] $shape: the mirror gives the contract’s verdict on every example and every spoilt copy of it',
    ({ contract, mirror }) => {
      const disagreements: string[] = [];
      for (const example of contractExamplesOf(contract)) {
        if (!v.is(mirror, example)) disagreements.push(`the example ${JSON.stringify(example).slice(0, 80)}…: the mirror refuses it`);
        for (const { what, copy } of spoiltCopiesOf(example)) {
          const [byContract, byMirror] = [Value.Check(contract, copy), v.is(mirror, copy)];
          if (byContract !== byMirror) disagreements.push(`${what}: the contract ${verdict(byContract)}, the mirror ${verdict(byMirror)}`);
        }
      }
      expect([...new Set(disagreements)]).toEqual([]);
    },
  );
});
