import type { Product } from '#contracts/api/product.ts';
import { productStepOf } from '#contracts/constants/client-routes.ts';
import { SPEC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { type Language, storeLanguage } from '#contracts/constants/stores.ts';

/**
 * The products a page's render may read: the catalogue the spec names (the chooser lists the automatic ones, the
 * dedicated flows show their prices) and, on a product's own pages, that product.
 */
export function catalogueIdsFor(pathname: string): string[] {
  const step = productStepOf(pathname);
  const own = step !== null && /^[0-9]{1,12}$/.test(step.productId) && !SPEC_PRODUCT_IDS.includes(step.productId) ? [step.productId] : [];
  return [...SPEC_PRODUCT_IDS, ...own];
}

/** The most products kept: an address may name any product id, and each unknown one is remembered as unknown. */
const MAX_ENTRIES = 1000;

interface Entry {
  product: Product | null;
  /** The product as JSON text, made once: what a render thread is sent (PageRenderRequest's products). */
  text: string | null;
  fetchedAt: number;
  /** A fetch under way, which later askers share. */
  pending: Promise<Product | null> | null;
}

export interface CatalogueOptions {
  /** GET product for one product in the language of `storeId` (backend.ts BackendClient.product). */
  fetchProduct: (productId: string, storeId: number) => Promise<Product | null>;
  /** How long an answer is fresh. Past it, it is still served while a new one is asked (stale-while-revalidate). */
  freshMs: number;
  /** Past this age an answer is not served at all: the page waits for a new one (or goes without markup). */
  staleMs: number;
  now?: () => number;
  /** Told of a failed fetch; the old answer, if any, is kept. */
  onError?: (error: unknown, productId: string) => void;
}

/**
 * The backend's catalogue per language, so a landing page does not ask the backend for 25 products per view: each
 * product is asked once per language, served fresh for `freshMs`, then served stale while one fetch renews it, up to
 * `staleMs`. Concurrent askers share one fetch.
 */
export class Catalogue {
  readonly #entries = new Map<string, Entry>();
  readonly #options: CatalogueOptions;
  readonly #now: () => number;

  constructor(options: CatalogueOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  #fetch(key: string, productId: string, storeId: number): Promise<Product | null> {
    const entry = this.#entries.get(key);
    if (entry?.pending) return entry.pending;
    const pending = this.#options.fetchProduct(productId, storeId).then(
      (product) => {
        this.#entries.set(key, { product, text: product === null ? null : JSON.stringify(product), fetchedAt: this.#now(), pending: null });
        return product;
      },
      (error: unknown) => {
        this.#options.onError?.(error, productId);
        const kept = this.#entries.get(key);
        if (kept) kept.pending = null;
        if (kept?.fetchedAt !== undefined && kept.fetchedAt > 0) return kept.product;
        this.#entries.delete(key);
        throw error;
      },
    );
    this.#entries.set(key, { product: entry?.product ?? null, text: entry?.text ?? null, fetchedAt: entry?.fetchedAt ?? 0, pending });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined && oldest !== key) this.#entries.delete(oldest);
    }
    return pending;
  }

  /** One product in the store's language: fresh or stale from memory, else fetched. */
  product(productId: string, storeId: number): Promise<Product | null> {
    const language: Language = storeLanguage(storeId);
    const key = `${language}:${productId}`;
    const entry = this.#entries.get(key);
    // An entry never fetched yet (a fetch under way) is not an answer, whatever staleMs allows (the prerender's is Infinity).
    const age = entry === undefined || entry.fetchedAt === 0 ? Infinity : this.#now() - entry.fetchedAt;
    if (entry !== undefined && entry.fetchedAt > 0 && age <= this.#options.staleMs) {
      if (age > this.#options.freshMs) void this.#fetch(key, productId, storeId).catch(() => undefined);
      return Promise.resolve(entry.product);
    }
    return this.#fetch(key, productId, storeId);
  }

  /** The products among `ids` the backend knows, in the store's language. */
  async products(ids: readonly string[], storeId: number): Promise<Product[]> {
    const found = await Promise.all(ids.map((id) => this.product(id, storeId)));
    return found.filter((product): product is Product => product !== null);
  }

  /** The same products as JSON texts, each made once per answer (what a page's render is sent). */
  async texts(ids: readonly string[], storeId: number): Promise<string[]> {
    await this.products(ids, storeId);
    const language = storeLanguage(storeId);
    return ids.flatMap((id) => this.#entries.get(`${language}:${id}`)?.text ?? []);
  }
}
