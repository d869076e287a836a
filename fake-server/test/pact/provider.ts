import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VerifierOptions } from '@pact-foundation/pact';
import { adminEndpoints, SCENARIOS, SESSION_COOKIE, type AdminReset, type AdminSeed } from '#contracts/fake-backend/admin.ts';
import type { AddToCartResponse } from '#contracts/api/cart.ts';
import { FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import type { StoreId } from '#contracts/constants/stores.ts';
import { portugueseConfigExample } from '#contracts/testing/examples.ts';
import { KNOWN_PRODUCT_ID, PROVIDER_STATES, UNKNOWN_PRODUCT_ID } from '#contracts/testing/pact-states.ts';
import { certidaoFormExample } from '#contracts/testing/portugal-examples.ts';
import { accountStateHandlers } from './account-states.ts';
import { formkeyOf } from './formkey.ts';
import { paymentStateHandlers } from './payment-states.ts';

/**
 * The provider side of the pact on the fake server, shared by the vitest provider test (verify.pact.test.ts) and
 * `npm run verify:pacts` (scripts/verify-pacts.ts): the state handlers, which speak HTTP to the admin API, and the
 * request filter that makes every replayed request the pact visitor's.
 */

/** pact's StateHandlers type: the package root exports it only as part of VerifierOptions. */
export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** Every replayed request comes from this one visitor, whom each provider state seeds afresh. */
export const PACT_VISITOR = 'pact-visitor';
const FIXTURES_DIR = new URL('../../../fixtures/', import.meta.url);

export interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string };
}
export interface PactFile {
  interactions: PactInteraction[];
}

/** The pact file at `path`; its absence is an error that says how to write it, never a run that verifies nothing. */
export function readPactFile(path: string): PactFile {
  if (!existsSync(path)) {
    throw new Error(`no pact at ${path}: run the consumer tests first (npx vitest run --project pact-consumer)`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as PactFile;
}

/** The endpoints of the contract table (spec 7) no interaction calls: the gate of npm test and the matrix's pact rule. */
export function endpointsWithoutInteraction(pact: PactFile): string[] {
  return Object.entries(endpoints)
    .filter(([, endpoint]) => !pact.interactions.some((interaction) => interactionCalls(interaction, endpoint)))
    .map(([name]) => name);
}

/** Whether an interaction calls the endpoint: same method, same path, a path parameter (`:email`) matching one segment. */
export function interactionCalls(interaction: PactInteraction, endpoint: { method: string; path: string }): boolean {
  const pattern = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`);
  return interaction.request.method.toUpperCase() === endpoint.method && pattern.test(interaction.request.path);
}

/**
 * Express middleware in pact's verification proxy: replayed requests carry the pact visitor's session, `session.id`:
 * PACT_VISITOR after each seed, or the id the server issued when a state logged in through the API (the id rotates on
 * login, docs/decisions/028-a-hardened-fake-backend.md).
 */
export function asPactVisitor(baseUrl: () => string, session: { id: string }) {
  return (request: IncomingMessage, _response: ServerResponse, next: () => void): void => {
    request.headers.cookie = `${SESSION_COOKIE}=${session.id}`;
    withPactVisitorFormkey(baseUrl(), session.id, request, next);
  };
}

/**
 * The pact records the formkey header with a matcher, not a value: a replayed request gets the pact visitor's formkey
 * as it is now (a provider state's reset gives the visitor a new one; decision 029).
 */
function withPactVisitorFormkey(baseUrl: string, sessionId: string, request: IncomingMessage, next: () => void): void {
  formkeyOf(baseUrl, sessionId).then((formkey) => {
    request.headers[FORM_KEY_HEADER] = formkey;
    next();
  }, next);
}

/** Products come from fixtures, which no admin call changes: a state about one can only be checked. */
function assertProductFixture(productId: string, shouldExist: boolean): void {
  if (existsSync(new URL(`products/${productId}.json`, FIXTURES_DIR)) !== shouldExist) {
    throw new Error(`provider state needs fixtures/products/${productId}.json to ${shouldExist ? 'exist' : 'be absent'}`);
  }
}

/** The state handlers and request filter for the fake server listening at `baseUrl` (known once it listens). */
export function providerOptions({ baseUrl }: { baseUrl: () => string }): Pick<VerifierOptions, 'stateHandlers' | 'requestFilter'> {
  const session = { id: PACT_VISITOR };
  async function callAdmin(path: string, body: AdminReset | AdminSeed): Promise<void> {
    const response = await fetch(`${baseUrl()}${path}`, {
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
    session.id = PACT_VISITOR;
    return undefined;
  }

  /** A permanent certificate added by the pact visitor on store 16, as the wizard adds it; its id for the request. */
  async function certificateInCart(): Promise<{ itemId: string }> {
    await seedPactVisitor(SCENARIOS.emptyCart, 16);
    const response = await fetch(`${baseUrl()}${endpoints.addCertidao.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${session.id}`,
        [FORM_KEY_HEADER]: await formkeyOf(baseUrl(), session.id),
      },
      body: JSON.stringify({ config: portugueseConfigExample(), form: certidaoFormExample() }),
    });
    if (!response.ok) throw new Error(`addcertidao answered ${response.status}: ${await response.text()}`);
    return { itemId: ((await response.json()) as Required<AddToCartResponse>).item_id };
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
    ...paymentStateHandlers({
      baseUrl,
      seed: seedPactVisitor,
      session,
      forgetCustomers: () => callAdmin(adminEndpoints.reset.path, { all: true }),
    }),
    [PROVIDER_STATES.visitorOnSpanishStore]: () => seedPactVisitor(SCENARIOS.emptyCart, 14),
    ...accountStateHandlers(seedPactVisitor),
    [PROVIDER_STATES.certificateInCart]: certificateInCart,
    [PROVIDER_STATES.propertySearchInCart]: () => seedPactVisitor(SCENARIOS.cartWithPropertySearch),
  };
  return { stateHandlers, requestFilter: asPactVisitor(baseUrl, session) };
}
