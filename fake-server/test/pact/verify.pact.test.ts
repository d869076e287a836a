import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminEndpoints, SCENARIOS, SESSION_COOKIE, type AdminReset, type AdminSeed } from '#contracts/admin.ts';
import { FORM_KEY_HEADER } from '#contracts/endpoint-routes.ts';
import { endpoints } from '#contracts/endpoints.ts';
import type { StoreId } from '#contracts/stores.ts';
import type { AddToCartResponse } from '#contracts/cart.ts';
import { portugueseConfigExample } from '#contracts/testing/examples.ts';
import { KNOWN_PRODUCT_ID, PROVIDER, PROVIDER_STATES, UNKNOWN_PRODUCT_ID, pactFileIn } from '#contracts/testing/pact-states.ts';
import { certidaoFormExample } from '#contracts/testing/portugal-examples.ts';
import { buildServer } from '../../src/app.ts';
import { accountStateHandlers } from './account-states.ts';
import { formkeyOf } from './formkey.ts';
import { paymentStateHandlers } from './payment-states.ts';

/** pact's StateHandlers type: the package root exports it only as part of VerifierOptions. */
type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** Every replayed request comes from this one visitor, whom each provider state seeds afresh. */
const PACT_VISITOR = 'pact-visitor';
const FIXTURES_DIR = new URL('../../../fixtures/', import.meta.url);

/** The pact the consumer project wrote, in the PACT_DIR vitest.config.ts gives both projects. */
const PACT_FILE = pactFileIn(process.env.PACT_DIR ?? '');

let app: FastifyInstance | undefined;
let providerBaseUrl = '';

beforeAll(async () => {
  app = await buildServer({ fakeMode: true, logger: false });
  providerBaseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

async function callAdmin(path: string, body: AdminReset | AdminSeed): Promise<void> {
  const response = await fetch(`${providerBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
}

/** A clean visitor (reset), then the scenario (seed): nothing leaks from the previous interaction. */
async function seedPactVisitor(scenario: AdminSeed['scenario'], storeId?: StoreId): Promise<undefined> {
  await callAdmin(adminEndpoints.reset.path, { visitor: PACT_VISITOR });
  await callAdmin(adminEndpoints.seed.path, {
    visitor: PACT_VISITOR,
    scenario,
    ...(storeId === undefined ? {} : { store_id: storeId }),
  });
  return undefined;
}

/** A permanent certificate added by the pact visitor on store 16, as the wizard adds it; its id for the request. */
async function certificateInCart(): Promise<{ itemId: string }> {
  await seedPactVisitor(SCENARIOS.emptyCart, 16);
  const response = await fetch(`${providerBaseUrl}${endpoints.addCertidao.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${SESSION_COOKIE}=${PACT_VISITOR}`,
      [FORM_KEY_HEADER]: await formkeyOf(providerBaseUrl, PACT_VISITOR),
    },
    body: JSON.stringify({ config: portugueseConfigExample(), form: certidaoFormExample() }),
  });
  if (!response.ok) throw new Error(`addcertidao answered ${response.status}: ${await response.text()}`);
  return { itemId: ((await response.json()) as AddToCartResponse).item_id };
}

/** Products come from fixtures, which no admin call changes: a state about one can only be checked. */
function assertProductFixture(productId: string, shouldExist: boolean): void {
  if (existsSync(new URL(`products/${productId}.json`, FIXTURES_DIR)) !== shouldExist) {
    throw new Error(`provider state needs fixtures/products/${productId}.json to ${shouldExist ? 'exist' : 'be absent'}`);
  }
}

const stateHandlers: StateHandlers = {
  [PROVIDER_STATES.visitorOnStore16]: () => seedPactVisitor(SCENARIOS.emptyCart, 16),
  [PROVIDER_STATES.cartWithTwoItems]: () => seedPactVisitor(SCENARIOS.cartWithTwoItems),
  [PROVIDER_STATES.knownProduct]: () => {
    assertProductFixture(KNOWN_PRODUCT_ID, true);
    return seedPactVisitor(SCENARIOS.emptyCart);
  },
  [PROVIDER_STATES.unknownProduct]: () => {
    assertProductFixture(UNKNOWN_PRODUCT_ID, false);
    return seedPactVisitor(SCENARIOS.emptyCart);
  },
  [PROVIDER_STATES.loggedInWithOrders]: () => seedPactVisitor(SCENARIOS.loggedInWithOrders),
  ...paymentStateHandlers({ baseUrl: () => providerBaseUrl, seed: seedPactVisitor, visitor: PACT_VISITOR }),
  [PROVIDER_STATES.visitorOnSpanishStore]: () => seedPactVisitor(SCENARIOS.emptyCart, 14),
  ...accountStateHandlers(seedPactVisitor),
  [PROVIDER_STATES.certificateInCart]: certificateInCart,
};

/**
 * The pact records the formkey header with a matcher, not a value: a replayed request gets the pact visitor's formkey
 * as it is now (a provider state's reset gives the visitor a new one).
 */
function withPactVisitorFormkey(request: IncomingMessage, next: () => void): void {
  formkeyOf(providerBaseUrl, PACT_VISITOR).then((formkey) => {
    request.headers[FORM_KEY_HEADER] = formkey;
    next();
  }, next);
}

/** Express middleware in pact's verification proxy: replayed requests carry the pact visitor's session and formkey. */
function asPactVisitor(request: IncomingMessage, _response: ServerResponse, next: () => void): void {
  request.headers.cookie = `${SESSION_COOKIE}=${PACT_VISITOR}`;
  withPactVisitorFormkey(request, next);
}

interface PactFile {
  interactions: { description: string; providerStates?: { name: string }[]; request: { path: string } }[];
}

/** The pact the consumer project wrote; its absence fails the run instead of verifying nothing. */
function readPact(): PactFile {
  if (!process.env.PACT_DIR) throw new Error('PACT_DIR is not set: run the pact tests through vitest (vitest.config.ts sets it)');
  if (!existsSync(PACT_FILE)) {
    throw new Error(`no pact at ${PACT_FILE}: run the pact-consumer project first (vitest orders it before this one)`);
  }
  return JSON.parse(readFileSync(PACT_FILE, 'utf8')) as PactFile;
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
    const paths = readPact().interactions.map((interaction) => interaction.request.path);
    for (const [name, endpoint] of Object.entries(endpoints)) {
      // A path parameter (`:email`) matches any one segment.
      const pattern = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`);
      expect(
        paths.some((path) => pattern.test(path)),
        `${name} (${endpoint.path}) has no interaction`,
      ).toBe(true);
    }
  });

  test('[pact] the verifier replays every interaction against the fake server', async () => {
    readPact();
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl,
      pactUrls: [PACT_FILE],
      stateHandlers,
      requestFilter: asPactVisitor,
      logLevel: 'error',
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  });
});
