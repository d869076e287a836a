import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import { CONSUMER, PROVIDER } from '#contracts/testing/pact-states.ts';
import { configureApi } from '../../api/client.ts';

/** What the client's API module sends with every call (client/src/api/client.ts). */
export const ACCEPT_JSON = { Accept: 'application/json' };

/**
 * Where the pact is written: vitest.config.ts gives the consumer and provider projects the same
 * PACT_DIR (contracts/pacts/, gitignored, unless PACT_DIR moves it).
 */
function pactDir(): string {
  const dir: unknown = import.meta.env.PACT_DIR;
  if (typeof dir !== 'string' || dir === '') throw new Error('PACT_DIR is not set: run the pact tests through vitest (vitest.config.ts sets it)');
  return dir;
}

/**
 * The storefront's pact. Every test file adds its interactions to the same pact file, which pact
 * merges. Pact logs through its own logger, never the console; 'error' keeps the run quiet.
 */
export function storefrontPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: pactDir(), logLevel: 'error' });
}

/** The real API module, pointed at the pact mock server; one attempt is enough against a mock. */
export function pointClientAt(mockServer: V3MockServer): void {
  configureApi({ baseUrl: mockServer.url, retryDelaysMs: [0] });
}

interface ArrayContains {
  'pact:matcher:type': 'arrayContains';
  variants: unknown[];
}

function isArrayContains(value: object): value is ArrayContains {
  return 'pact:matcher:type' in value && value['pact:matcher:type'] === 'arrayContains' && 'variants' in value;
}

/**
 * The body the mock server answers for a pact body: each matcher replaced by its example. Like
 * pact's own `reify`, plus `arrayContaining`, which pact answers with its variants.
 */
function exampleOf(pactBody: unknown): unknown {
  if (Array.isArray(pactBody)) return pactBody.map(exampleOf);
  if (typeof pactBody !== 'object' || pactBody === null) return pactBody;
  if (isArrayContains(pactBody)) return pactBody.variants.map(exampleOf);
  if (MatchersV3.isMatcher(pactBody)) return exampleOf(pactBody.value);
  return Object.fromEntries(Object.entries(pactBody).map(([key, value]) => [key, exampleOf(value)]));
}

/**
 * The example a pact body describes, checked against the contract's response schema first, so
 * a pact can never promise the client a body the contract forbids.
 */
export function contractExample<Schema extends TSchema>(schema: Schema, pactBody: unknown): Static<Schema> {
  const example = exampleOf(pactBody);
  const problems = Value.Errors(schema, example).map((error) => `${error.instancePath || '/'} ${error.message}`);
  expect(problems, 'the pact example breaks the contract').toEqual([]);
  if (!Value.Check(schema, example)) throw new Error('the pact example breaks the contract');
  return example;
}
