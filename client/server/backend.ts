import { Compile } from 'typebox/compile';
import { CartResponse } from '#contracts/api/cart.ts';
import { type Config, ConfigResponse } from '#contracts/api/config.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { type Product, Product as ProductSchema, ProductResponse } from '#contracts/api/product.ts';

const isConfigAnswer = Compile(ConfigResponse);
const isCartAnswer = Compile(CartResponse);
const isProductAnswer = Compile(ProductResponse);
const isProduct = Compile(ProductSchema);

/** What the storefront server passes on to the backend about the buyer's own request. */
export interface BuyerRequest {
  /** The request's Cookie header, as the browser sent it. */
  cookie: string | undefined;
  /** X-Forwarded-For, -Proto and -Host as the backend should see them (backend-proxy.ts forwardedHeaders). */
  forwarded: Record<string, string>;
  /** The browser's Sec-Fetch-Site: the backend decides what another site's link may change (decision 029). */
  fetchSite: string | undefined;
}

/** GET config's and GET cart's answers for one buyer, and the cookies the backend set on the way. */
export interface VisitorAnswers {
  config: Config;
  cart: CartItem[];
  setCookies: string[];
}

/** A backend answer the storefront server could not use: it is logged, and the page goes without boot data. */
export class BackendAnswerError extends Error {}

/**
 * The most bytes of one answer the storefront server reads for a page (a cart of a few dozen documents is tens of KiB).
 * A larger one is not read: the page goes without boot data and the browser asks the backend itself, so no one visitor's
 * cart can make every other buyer's page wait on its parsing and writing.
 */
export const MAX_ANSWER_BYTES = 512 * 1024;

/** The body as text, or a BackendAnswerError past `maxBytes` (told by Content-Length, or counted as it arrives). */
async function cappedText(response: Response, maxBytes: number, call: string): Promise<string> {
  const tooLarge = () => new BackendAnswerError(`${call} answered more than ${maxBytes} bytes: the browser asks it itself`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (response.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The cookie pairs a Set-Cookie list sets (`name=value`), to send back on a call made in the same page request. */
function cookiePairs(setCookies: readonly string[]): string[] {
  return setCookies.map((header) => header.split(';', 1)[0] ?? '').filter((pair) => pair.includes('='));
}

/** The Cookie header names `name`. */
function hasCookie(cookie: string | undefined, name: string): boolean {
  return (cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/** The Cookie header with the pairs just set replacing those of the same name. */
function withCookies(cookie: string | undefined, setCookies: readonly string[]): string | undefined {
  const fresh = cookiePairs(setCookies);
  if (fresh.length === 0) return cookie;
  const names = new Set(fresh.map((pair) => pair.slice(0, pair.indexOf('='))));
  const kept = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !names.has(pair.slice(0, pair.indexOf('='))));
  return [...kept, ...fresh].join('; ');
}

/**
 * The backend's data calls the storefront server makes for a page (spec 7 "Data"): GET config and GET cart with the
 * buyer's cookie, GET product for the catalogue. Each answer is checked against the contract; one that does not fit is
 * a BackendAnswerError, never a page built on a guess.
 */
export class BackendClient {
  readonly #base: string;

  constructor(backendUrl: string) {
    this.#base = backendUrl.replace(/\/+$/, '');
  }

  async #get(path: string, query: Record<string, string>, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
    const search = new URLSearchParams(query).toString();
    const response = await fetch(`${this.#base}${path}${search === '' ? '' : `?${search}`}`, {
      headers: { accept: 'application/json', ...headers },
      signal,
      redirect: 'manual',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new BackendAnswerError(`GET ${path} answered ${response.status}`);
    }
    return response;
  }

  /**
   * GET config and GET cart as the buyer's browser would ask them, with its cookies. When the request carries the
   * backend's session cookie (`sessionCookie`, when the deploy names it) both go at once. Otherwise GET config goes
   * first: if it made a new session (it set a cookie, passed on to the browser), that session's cart is empty and GET
   * cart is not asked, so one page never makes two sessions; if not, GET cart follows with the same cookies. `storeId`
   * goes as `?store=`, the portal's store for the backend that reads it (the fake); the real one tells the portal by
   * X-Forwarded-Host. Without `storeId` the backend answers the store it has for this buyer.
   */
  async visitor(buyer: BuyerRequest, storeId: number | undefined, signal: AbortSignal, sessionCookie?: string): Promise<VisitorAnswers> {
    const headers: Record<string, string> = { ...buyer.forwarded };
    if (buyer.fetchSite !== undefined) headers['sec-fetch-site'] = buyer.fetchSite;
    const withCookie = (cookie: string | undefined) => (cookie === undefined || cookie === '' ? headers : { ...headers, cookie });
    const query = storeId === undefined ? {} : { store: String(storeId) };
    const askConfig = async () => {
      const answer = await this.#get(endpointRoutes.getConfig.path, query, withCookie(buyer.cookie), signal);
      const { config } = await this.#json(answer, isConfigAnswer.Check.bind(isConfigAnswer), 'GET config');
      return { config, setCookies: answer.headers.getSetCookie() };
    };
    const askCart = async (cookie: string | undefined) => {
      const answer = await this.#get(endpointRoutes.getCart.path, {}, withCookie(cookie), signal);
      const { cart } = await this.#json(answer, isCartAnswer.Check.bind(isCartAnswer), 'GET cart');
      return { cart, setCookies: answer.headers.getSetCookie() };
    };
    if (sessionCookie !== undefined && hasCookie(buyer.cookie, sessionCookie)) {
      const [config, cart] = await Promise.all([askConfig(), askCart(buyer.cookie)]);
      return { config: config.config, cart: cart.cart, setCookies: [...config.setCookies, ...cart.setCookies] };
    }
    const config = await askConfig();
    if (config.setCookies.length > 0) return { config: config.config, cart: [], setCookies: config.setCookies };
    const cart = await askCart(buyer.cookie);
    return { config: config.config, cart: cart.cart, setCookies: cart.setCookies };
  }

  /**
   * GET product for one product as a buyer of `storeId` would see it (its language), or null when the backend says it
   * does not know it (ok false, or a message that is not a product: spec 8). `session` carries the cookies of the
   * catalogue's own session, so its calls do not make a new visitor each.
   */
  async product(productId: string, storeId: number, session: CatalogueSession, signal: AbortSignal): Promise<Product | null> {
    const headers: Record<string, string> = session.cookie === undefined ? {} : { cookie: session.cookie };
    const answer = await this.#get(endpointRoutes.getProduct.path, { id: productId, store: String(storeId) }, headers, signal);
    session.cookie = withCookies(session.cookie, answer.headers.getSetCookie());
    const { ok, message } = await this.#json(answer, isProductAnswer.Check.bind(isProductAnswer), 'GET product');
    if (!ok) return null;
    try {
      const product: unknown = JSON.parse(message);
      return isProduct.Check(product) ? product : null;
    } catch {
      return null;
    }
  }

  async #json<T>(response: Response, check: (value: unknown) => value is T, call: string): Promise<T> {
    const text = await cappedText(response, MAX_ANSWER_BYTES, call);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!check(body)) throw new BackendAnswerError(`${call} answered what the contract does not describe`);
    return body;
  }
}

/** The catalogue's own backend session: its cookies, kept between calls. */
export interface CatalogueSession {
  cookie: string | undefined;
}
