import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { expect, onTestFinished, vi } from 'vitest';
import { type EndpointRoute, FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { CONSUMER, PROVIDER } from '#contracts/testing/pact-states.ts';
import { configureApi } from '../../api/client.ts';

/** What the client's API module sends with every call (client/src/api/client.ts). */
export const ACCEPT_JSON = { Accept: 'application/json' };

/**
 * The headers a call sends: `headers`, plus the configuration's formkey on a call that changes state (decision 029),
 * matched by shape: the provider verification sends its visitor's own (fake-server/test/pact/verify.pact.test.ts).
 */
export function requestHeaders(endpoint: EndpointRoute, headers: Record<string, string>) {
  return endpoint.changesState === true
    ? { ...headers, [FORM_KEY_HEADER]: MatchersV3.regex('^[A-Za-z0-9_-]+$', 'formkey-placeholder') }
    : headers;
}

/**
 * Where the pact is written: vitest.config.ts gives the consumer and provider projects the same
 * PACT_DIR (contracts/pacts/, gitignored, unless PACT_DIR moves it).
 */
function pactDir(): string {
  const dir: unknown = import.meta.env.PACT_DIR;
  if (typeof dir !== 'string' || dir === '')
    throw new Error('PACT_DIR is not set: run the pact tests through vitest (vitest.config.ts sets it)');
  return dir;
}

/** pact-js keeps its native pact private; the native checks it offers are global, by mock server port. */
interface NativePact {
  mockServerMatchedSuccessfully(port: number): boolean;
}

let lastPact: PactV4 | undefined;

/**
 * The storefront's pact. Every test file adds its interactions to the same pact file, which pact
 * merges. Pact logs through its own logger, never the console; 'error' keeps the run quiet.
 */
export function storefrontPact(): PactV4 {
  lastPact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: pactDir(), logLevel: 'error' });
  return lastPact;
}

function nativePact(): NativePact {
  const native: unknown = lastPact && (lastPact as unknown as { pact: unknown }).pact;
  if (typeof native !== 'object' || native === null || !('mockServerMatchedSuccessfully' in native)) {
    throw new Error('no native pact to ask: call storefrontPact() first (or pact-js renamed its private field)');
  }
  return native as NativePact;
}

const RECORDING_TIMEOUT_MS = 2000;

/** Resolves once the mock server has recorded the requests it expects as matched, or after RECORDING_TIMEOUT_MS. */
async function matchRecorded(port: number): Promise<void> {
  const native = nativePact();
  const until = Date.now() + RECORDING_TIMEOUT_MS;
  while (!native.mockServerMatchedSuccessfully(port) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1));
}

/**
 * The real API module, pointed at the pact mock server; one attempt is enough against a mock.
 *
 * Each answer of the mock server reaches the client only once the mock server has recorded the
 * match. Pact's native mock server (pact_mock_server 2.2.1, inside pact-core 19.2) records a matched
 * request on a separate task, after it has sent the answer, while pact-js asks whether every expected
 * request arrived as soon as the test function returns. On a busy machine the client could get its
 * answer and the test end before the match was recorded, and pact failed the test with "the following
 * request was expected but not received" (about one run in six of the consumer project, any method;
 * 3 to 4 interactions in 300 under CPU load when reproduced alone). pact_mock_server 2.2.4 records the
 * match before it answers; until pact-js ships it, this wait replaces vitest's `retry`. An answer
 * pact marks as a mismatch (its X-Pact header) is passed on at once: pact reports it.
 */
export function pointClientAt(mockServer: V3MockServer): void {
  configureApi({ baseUrl: mockServer.url, retryDelaysMs: [0] });
  const send = globalThis.fetch;
  const sendAndWaitForTheRecord: typeof fetch = async (input, init) => {
    const response = await send(input, init);
    if (!response.headers.has('x-pact')) await matchRecorded(mockServer.port);
    return response;
  };
  vi.stubGlobal('fetch', sendAndWaitForTheRecord);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
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
