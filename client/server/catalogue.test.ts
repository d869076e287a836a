import { describe, expect, test, vi } from 'vitest';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { Product } from '#contracts/api/product.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS, SPEC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { UNKNOWN_PRODUCT_ID } from '#contracts/testing/pact-states.ts';
import { productExample } from '#contracts/testing/examples.ts';
import { Catalogue, catalogueIdsFor } from './catalogue.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from './portals.ts';
import { builtClient } from './testing/client-build.ts';
import { catalogueWarmedUp, readPage, startStorefront, warmUpCallsFor } from './testing/storefront.ts';
import { SESSION_COOKIE, startStubBackend } from './testing/stub-backend.ts';

const FRESH_MS = 1_000;
const STALE_MS = 10_000;
const SPANISH_STORE = 14;
const OTHER_SPANISH_STORE = 1;
const PORTUGUESE_STORE = 16;

/** One GET product the catalogue made, answered when the test says. */
interface Fetch {
  productId: string;
  storeId: number;
  answer: (product: Product | null) => void;
  fail: (error: Error) => void;
}

/** A catalogue on a clock the test moves, whose every fetch waits for the test to answer it. */
function catalogueOnAClock() {
  const clock = { now: 1_000_000 };
  const fetches: Fetch[] = [];
  const onError = vi.fn();
  const catalogue = new Catalogue({
    fetchProduct: (productId, storeId) =>
      new Promise<Product | null>((resolve, reject) => {
        fetches.push({ productId, storeId, answer: resolve, fail: reject });
      }),
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
    now: () => clock.now,
    onError,
  });
  /** The n-th fetch (from 0), which must have been made. */
  const fetch = (index: number): Fetch => {
    const made = fetches[index];
    if (made === undefined) throw new Error(`fetch ${index} was not made (${fetches.length} were)`);
    return made;
  };
  return { catalogue, clock, fetches, fetch, onError };
}

/** Whether a promise has settled by the time the tasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise<void>((resolve) => setImmediate(resolve));
  return done;
}

const first = productExample({ name: 'Certificado energético' });
const renewed = productExample({ name: 'Certificado energético (renovado)' });

describe('[storefront catalogue] Catalogue', () => {
  test('[storefront catalogue] a fresh product is served from memory without asking the backend', async () => {
    const { catalogue, clock, fetches, fetch } = catalogueOnAClock();
    const asked = catalogue.product(first.product_id, SPANISH_STORE);
    fetch(0).answer(first);
    expect(await asked).toEqual(first);

    clock.now += FRESH_MS;

    expect(await catalogue.product(first.product_id, SPANISH_STORE)).toEqual(first);
    expect(fetches).toHaveLength(1);
  });

  test('[storefront catalogue] a stale product is served at once while exactly one fetch renews it', async () => {
    const { catalogue, clock, fetches, fetch } = catalogueOnAClock();
    const asked = catalogue.product(first.product_id, SPANISH_STORE);
    fetch(0).answer(first);
    await asked;
    clock.now += FRESH_MS + 1;

    // Both askers get the old answer without waiting for the renewal, which they share.
    expect(await catalogue.product(first.product_id, SPANISH_STORE)).toEqual(first);
    expect(await catalogue.product(first.product_id, SPANISH_STORE)).toEqual(first);
    expect(fetches).toHaveLength(2);

    fetch(1).answer(renewed);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(await catalogue.product(first.product_id, SPANISH_STORE)).toEqual(renewed);
    expect(fetches).toHaveLength(2);
  });

  test('[storefront catalogue] askers of a product not yet known share one fetch', async () => {
    const { catalogue, fetches, fetch } = catalogueOnAClock();

    const asked = [catalogue.product(first.product_id, SPANISH_STORE), catalogue.product(first.product_id, SPANISH_STORE)];
    const others = catalogue.products([first.product_id], OTHER_SPANISH_STORE);
    expect(fetches).toHaveLength(1);
    fetch(0).answer(first);

    expect(await Promise.all(asked)).toEqual([first, first]);
    expect(await others).toEqual([first]);
  });

  test('[storefront catalogue] with answers kept for good (the prerender), askers of a product not yet known still get it', async () => {
    const fetches: ((product: Product | null) => void)[] = [];
    const catalogue = new Catalogue({
      fetchProduct: () => new Promise<Product | null>((resolve) => fetches.push(resolve)),
      freshMs: Number.POSITIVE_INFINITY,
      staleMs: Number.POSITIVE_INFINITY,
    });

    const asked = [catalogue.products([first.product_id], SPANISH_STORE), catalogue.products([first.product_id], OTHER_SPANISH_STORE)];
    expect(fetches).toHaveLength(1);
    fetches[0]?.(first);

    expect(await Promise.all(asked)).toEqual([[first], [first]]);
  });

  test('[storefront catalogue] stores of one language share a product; another language asks for its own', async () => {
    const { catalogue, fetches, fetch } = catalogueOnAClock();

    const spanish = catalogue.product(first.product_id, SPANISH_STORE);
    const portuguese = catalogue.product(first.product_id, PORTUGUESE_STORE);
    fetch(0).answer(first);
    fetch(1).answer(renewed);

    expect(fetches.map(({ storeId }) => storeId)).toEqual([SPANISH_STORE, PORTUGUESE_STORE]);
    expect([await spanish, await portuguese]).toEqual([first, renewed]);
    expect(await catalogue.product(first.product_id, OTHER_SPANISH_STORE)).toEqual(first);
    expect(fetches).toHaveLength(2);
  });

  test('[storefront catalogue] a failed renewal keeps the old answer, and says so', async () => {
    const { catalogue, clock, fetches, fetch, onError } = catalogueOnAClock();
    const asked = catalogue.product(first.product_id, SPANISH_STORE);
    fetch(0).answer(first);
    await asked;
    clock.now += FRESH_MS + 1;

    expect(await catalogue.product(first.product_id, SPANISH_STORE)).toEqual(first);
    const failure = new Error('the backend is down');
    fetch(1).fail(failure);
    await new Promise<void>((resolve) => setImmediate(resolve));

    expect(onError).toHaveBeenCalledWith(failure, first.product_id);
    expect(await catalogue.product(first.product_id, SPANISH_STORE)).toEqual(first);
    // Still stale: the next asker tries again.
    expect(fetches).toHaveLength(3);
  });

  test('[storefront catalogue] past its stale age a product is not served: the asker waits for a new answer', async () => {
    const { catalogue, clock, fetches, fetch } = catalogueOnAClock();
    const asked = catalogue.product(first.product_id, SPANISH_STORE);
    fetch(0).answer(first);
    await asked;
    clock.now += STALE_MS + 1;

    const waiting = catalogue.product(first.product_id, SPANISH_STORE);

    expect(fetches).toHaveLength(2);
    expect(await settled(waiting)).toBe(false);
    fetch(1).answer(renewed);
    expect(await waiting).toEqual(renewed);
  });

  test('[storefront catalogue] a first fetch that fails fails its askers, and the next asker tries again', async () => {
    const { catalogue, fetches, fetch } = catalogueOnAClock();
    const asked = catalogue.products([first.product_id], SPANISH_STORE);
    fetch(0).fail(new Error('the backend is down'));

    await expect(asked).rejects.toThrow('the backend is down');
    void catalogue.product(first.product_id, SPANISH_STORE);
    expect(fetches).toHaveLength(2);
  });

  test('[storefront catalogue] products() leaves out the ones the backend does not know', async () => {
    const { catalogue, fetch } = catalogueOnAClock();

    const asked = catalogue.products([first.product_id, UNKNOWN_PRODUCT_ID], SPANISH_STORE);
    fetch(0).answer(first);
    fetch(1).answer(null);

    expect(await asked).toEqual([first]);
  });

  test("[storefront catalogue] a page may read the spec's catalogue, and on a product's own pages that product", () => {
    expect(catalogueIdsFor(ROUTES.services)).toEqual(SPEC_PRODUCT_IDS);
    expect(catalogueIdsFor(ROUTES.product.start(UNKNOWN_PRODUCT_ID))).toEqual([...SPEC_PRODUCT_IDS, UNKNOWN_PRODUCT_ID]);
    // One of the catalogue is not asked twice; an address that is not a product id is not asked at all.
    expect(catalogueIdsFor(ROUTES.product.start(PRODUCT_IDS.deedCopy))).toEqual(SPEC_PRODUCT_IDS);
    expect(catalogueIdsFor(ROUTES.product.start('not-an-id'))).toEqual(SPEC_PRODUCT_IDS);
  });
});

/** The storefront with a server entry (the catalogue is what its renders read), once the catalogue's warm-up is done. */
async function storefrontRendering() {
  const backend = await startStubBackend();
  const clientDir = await builtClient({ serverEntry: 'echo' });
  const app = await startStorefront({ clientDir, backendUrl: backend.url, pageDataBudgetMs: 10_000, renderBudgetMs: 10_000 });
  await catalogueWarmedUp(backend);
  return { app, backend };
}

describe('[storefront catalogue] the catalogue behind the pages', { timeout: 15_000 }, () => {
  test('[storefront catalogue] the landing page does not ask the backend for products per view: only the warm-up does', async () => {
    const { app, backend } = await storefrontRendering();
    const warmUpCalls = warmUpCallsFor(await loadPortals(DEFAULT_PORTALS_FILE));
    expect(backend.requestsTo(endpointRoutes.getProduct.path)).toHaveLength(warmUpCalls);

    for (const host of ['store14.localhost', 'store16.localhost', 'store17.localhost', 'store1.localhost', 'store26.localhost']) {
      const response = await app.inject({ url: ROUTES.services, headers: { host }, cookies: { [SESSION_COOKIE]: 'known-buyer' } });
      expect(response.statusCode, host).toBe(200);
      expect(readPage(response.body).boot?.markup, host).toBe(true);
    }

    expect(backend.requestsTo(endpointRoutes.getConfig.path)).toHaveLength(5);
    expect(backend.requestsTo(endpointRoutes.getProduct.path)).toHaveLength(warmUpCalls);
  });

  test("[storefront catalogue] a product's own page asks the backend for that product once, known or not", async () => {
    const { app, backend } = await storefrontRendering();

    for (let view = 0; view < 3; view += 1) {
      const response = await app.inject({ url: ROUTES.product.start(UNKNOWN_PRODUCT_ID) });
      expect(readPage(response.body).boot?.markup).toBe(true);
    }

    const asked = backend.requestsTo(endpointRoutes.getProduct.path).filter((request) => request.url.includes(`id=${UNKNOWN_PRODUCT_ID}&`));
    expect(asked).toHaveLength(1);
  });

  test('[storefront catalogue] the catalogue goes on in the backend session its first answers made, not a new visitor per call', async () => {
    const { app, backend } = await storefrontRendering();
    // A store the warm-up asked for: its catalogue session has the cookies the backend set on those answers.
    const products = backend.requestsTo(endpointRoutes.getProduct.path);
    const storeId = new URLSearchParams(products[0]?.url.split('?')[1]).get('store') ?? '';
    const sessions = products
      .filter((request) => request.url.endsWith(`&store=${storeId}`))
      .map((request) => request.setCookie?.split(';', 1)[0])
      .filter((pair) => pair !== undefined);

    await app.inject({ url: ROUTES.product.start(UNKNOWN_PRODUCT_ID), headers: { host: `store${storeId}.localhost` } });

    const [later] = backend
      .requestsTo(endpointRoutes.getProduct.path)
      .filter((request) => request.url.includes(`id=${UNKNOWN_PRODUCT_ID}&`));
    expect(sessions).toContain(later?.headers.cookie);
    expect(later?.setCookie).toBeUndefined();
  });
});
