import type { Config } from '#contracts/api/config.ts';
import { type EndpointRoute, FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { BodyOf, EndpointName, ParamsOf, QueryOf, ResponseOf } from '#contracts/api/endpoints.ts';
import { newCartItem } from '../lib/new-cart-item.ts';
import { HttpError, type RetryOptions, attemptsFor, withRetry } from '../lib/retry.ts';
import { cartState, setCartItems } from '../stores/cart-store.ts';
import { adoptServerFormkey, applyServerConfig, currentConfig } from '../stores/config-store.ts';
import { reportCallFailure } from '../stores/notice-store.ts';
import type { CartItem } from '#contracts/api/cart.ts';

/**
 * The one API module: every call goes through `callEndpoint`, typed from the contract table. At run time it reads
 * only the route table (method, path, routing facts): the schemas stay out of the browser's JavaScript (decision 026).
 * Pointing the app at a real backend is configuration only: `baseUrl` (the host page's `OPF_CONFIG.baseUrl`
 * or the build-time `VITE_API_BASE_URL`), empty for the same origin.
 */
export const apiSettings = {
  baseUrl: '',
  retryDelaysMs: [250, 500, 1000] as readonly number[],
};

export function configureApi(settings: Partial<typeof apiSettings>): void {
  Object.assign(apiSettings, settings);
}

export class ApiError extends Error {
  constructor(
    readonly endpoint: EndpointName,
    cause: unknown,
  ) {
    super(`${endpoint} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ApiError';
  }
}

type RequestOf<N extends EndpointName> = (ParamsOf<N> extends undefined ? { params?: undefined } : { params: ParamsOf<N> }) &
  (QueryOf<N> extends undefined ? { query?: undefined } : { query: QueryOf<N> }) &
  (BodyOf<N> extends undefined ? { body?: undefined } : { body: BodyOf<N> });

export interface CallOptions {
  /** false: the caller handles a final failure itself, and the buyer sees no error (orders list). */
  reportFailure?: boolean;
  /**
   * HTTP statuses the caller words itself (a 429 on login): such a failure is neither logged nor reported, only
   * thrown as an ApiError for the caller (see failedWithStatus).
   */
  handledStatuses?: readonly number[];
  /** false: the answer's config and cart are not taken into the stores here; the caller takes them when it may (app/boot.ts). */
  absorb?: boolean;
}

/** True when the call failed with this HTTP status (an ApiError whose cause is that status). */
export function failedWithStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.cause instanceof HttpError && error.cause.status === status;
}

export function urlFor(path: string, query?: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return `${apiSettings.baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** The path with its `:name` parameters filled in, each encoded as one path segment. */
export function pathWith(path: string, params?: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (whole, name: string) => (params?.[name] === undefined ? whole : encodeURIComponent(params[name])));
}

/** Config in every response is stored, and a response carrying the cart announces the cart update. */
export function absorb(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { config, cart } = body as { config?: Config; cart?: CartItem[] };
  if (config) applyServerConfig(config);
  if (Array.isArray(cart)) setCartItems(cart);
}

async function fetchOnce(url: string, init: RequestInit, html: boolean): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new HttpError(undefined, `network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new HttpError(response.status, `HTTP ${response.status}`);
  try {
    return html ? await response.text() : await response.json();
  } catch {
    throw new HttpError(undefined, 'response is not JSON');
  }
}

const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

/**
 * A 403 to a call that changes state is most often a stale formkey (the server restarted and gave this browser a new
 * session, or an admin reset): the configuration is read once more and its formkey kept for this and the next calls.
 */
export async function freshFormkey(): Promise<string> {
  const { config } = await callEndpoint('getConfig', {}, { reportFailure: false });
  adoptServerFormkey(config.formkey);
  return currentConfig().formkey;
}

/**
 * A call that adds to the cart: the POST cart calls named add… (addns, addqp, addgeneric, addgenericWithAssociation,
 * addcertidao, addipredial, addlocalizada and the two update-now calls).
 */
export const isCartAdd = (name: EndpointName, endpoint: EndpointRoute): boolean =>
  endpoint.method === 'POST' && endpoint.cartCall === true && name.startsWith('add');

/**
 * How a cart add is retried (issue 41). Spec 8 retries every cart call, but an add whose answer was lost (a timeout
 * after the backend stored the item) would then add the item twice. So before each further attempt the cart is read,
 * and an item it holds that it did not hold before the call is taken as the add's answer instead of adding again. The
 * cart before the call is the one the client holds (the app loads it at start); without one, nothing tells a lost
 * answer from a failed add, so the add is sent once, never retried blind. (An item another tab added meanwhile would
 * be taken too: the buyer then sees it in the cart, which is what the backend holds.)
 */
function cartAddRetry(): Pick<RetryOptions, 'attempts' | 'beforeRetry'> {
  if (!cartState.loaded) return { attempts: 1 };
  const before = new Set(cartState.items.map((item) => item.id));
  return {
    attempts: attemptsFor({ method: 'POST', cartCall: true }),
    beforeRetry: async () => {
      const { cart, config } = await callEndpoint('getCart', {}, { reportFailure: false });
      const added = newCartItem(cart, before);
      return added === undefined ? undefined : { answer: { ok: true, item_id: added.id, cart, config } };
    },
  };
}

export async function callEndpoint<N extends EndpointName>(
  name: N,
  request: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const endpoint: EndpointRoute = endpointRoutes[name];
  // An endpoint that produces HTML (a provider's page, decision 007) is read as text.
  const html = endpoint.produces === 'html';
  const accept = html ? 'text/html' : 'application/json';
  const path = pathWith(endpoint.path, request.params as Record<string, string> | undefined);
  const url = urlFor(path, request.query as Record<string, string | undefined> | undefined);
  const headers: Record<string, string> = request.body === undefined ? { accept } : { accept, 'content-type': 'application/json' };
  const retry: Pick<RetryOptions, 'attempts' | 'beforeRetry'> = isCartAdd(name, endpoint)
    ? cartAddRetry()
    : { attempts: attemptsFor(endpoint) };
  const send = (formkey: string | undefined) =>
    withRetry(
      () =>
        fetchOnce(
          url,
          {
            method: endpoint.method,
            credentials: 'include',
            headers: formkey === undefined ? headers : { ...headers, [FORM_KEY_HEADER]: formkey },
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          },
          html,
        ),
      { ...retry, delaysMs: apiSettings.retryDelaysMs },
    );
  try {
    // A call that changes state carries the configuration's formkey (decision 029).
    const formkey = endpoint.changesState === true ? currentConfig().formkey : undefined;
    let body: unknown;
    try {
      body = await send(formkey);
    } catch (error) {
      if (formkey === undefined || !isForbidden(error)) throw error;
      body = await send(await freshFormkey());
    }
    if (options.absorb !== false) absorb(body);
    return body as ResponseOf<N>;
  } catch (error) {
    const handled = error instanceof HttpError && error.status !== undefined && options.handledStatuses?.includes(error.status) === true;
    if (!handled) {
      console.error(`[api] ${endpoint.method} ${endpoint.path} failed`, error);
      if (options.reportFailure !== false) reportCallFailure();
    }
    throw new ApiError(name, error);
  }
}
