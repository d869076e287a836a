import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pactFileIn } from '#contracts/testing/pact-states.ts';
import { buildServer } from '../../src/app.ts';
import { endpointsWithoutInteraction, providerOptions, readPactFile, type PactFile } from './provider.ts';
import { verdictTable, verifyPact } from './verify-pact.ts';

/** The pact the consumer project wrote, in the PACT_DIR vitest.config.ts gives both projects. */
const PACT_FILE = pactFileIn(process.env.PACT_DIR ?? '');

let app: FastifyInstance | undefined;
let providerBaseUrl = '';
const { stateHandlers = {}, requestFilter } = providerOptions({ baseUrl: () => providerBaseUrl });

beforeAll(async () => {
  app = await buildServer({ fakeMode: true, logger: false });
  providerBaseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

/** The pact the consumer project wrote; its absence fails the run instead of verifying nothing. */
function readPact(): PactFile {
  if (!process.env.PACT_DIR) throw new Error('PACT_DIR is not set: run the pact tests through vitest (vitest.config.ts sets it)');
  return readPactFile(PACT_FILE);
}

describe('[pact] storefront-backend (the fake server) honours the storefront-client pact', () => {
  test('[pact] every interaction names provider states this test can set up', () => {
    const { interactions } = readPact();
    for (const { description, providerStates = [] } of interactions) {
      expect(providerStates, `"${description}" has no provider state`).not.toHaveLength(0);
      for (const { name } of providerStates) expect(Object.keys(stateHandlers), `"${description}"`).toContain(name);
    }
  });

  test('[pact] every endpoint of the contract table has an interaction', () => {
    // The same rule as the coverage matrix's pact column (npm run coverage:contract).
    expect(endpointsWithoutInteraction(readPact()), 'endpoints of contracts/src/api/endpoints.ts without an interaction').toEqual([]);
  });

  test('[pact] the verifier replays every interaction against the fake server', async () => {
    readPact();
    const verdicts = await verifyPact({ pactFile: PACT_FILE, providerBaseUrl, provider: { stateHandlers, requestFilter } });
    expect(
      verdicts.filter((verdict) => !verdict.passed),
      verdictTable(verdicts),
    ).toEqual([]);
  });
});
