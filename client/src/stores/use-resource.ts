import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/** What a screen knows about data it reads from the backend. */
export type Resource<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export interface ResourceOptions {
  /**
   * Loaded again on every mount instead of kept until the store or the login changes: for data the buyer's
   * own actions change (orders, their items, quotes) or a load with a side effect. Readers mounted at the
   * same time still share one request.
   */
  fresh?: boolean;
  /**
   * The answer when it can be known without a request (made of answers already in the cache, or the page's boot
   * data): the first render then shows it, and nothing is loaded. Undefined: load as usual.
   */
  initial?: () => unknown;
}

interface Entry {
  state: Resource<unknown>;
  /** The settled (or pending) answer of the current run, for `loadResource`. */
  promise: Promise<unknown>;
  load: () => Promise<unknown>;
  readers: Set<() => void>;
  fresh: boolean;
  /** Bumped by every (re)start, so an answer from an earlier run is dropped. */
  run: number;
}

const LOADING: Resource<never> = { status: 'loading' };

/** The one cache, shared by every component, keyed by what was loaded (`product:<product id>`, `order:<order id>`). */
const entries = new Map<string, Entry>();

/** A failed load is not kept, nor a fresh one, once nobody reads it: the next reader loads it again. */
function isDisposable(entry: Entry): boolean {
  return entry.readers.size === 0 && entry.state.status !== 'loading' && (entry.fresh || entry.state.status === 'error');
}

function start(key: string, entry: Entry): void {
  const run = ++entry.run;
  const settle = (state: Resource<unknown>) => {
    if (entries.get(key) !== entry || entry.run !== run) return; // cleared, or started again since
    entry.state = state;
    if (isDisposable(entry)) entries.delete(key);
    for (const notify of entry.readers) notify();
  };
  entry.promise = new Promise((resolve) => resolve(entry.load()));
  entry.promise.then(
    (data) => settle({ status: 'ready', data }),
    (error: unknown) => settle({ status: 'error', error }),
  );
}

/** A ready entry for an answer known without a request (seedResource, the `initial` option). */
function readyEntry(data: unknown, fresh: boolean): Entry {
  return {
    state: { status: 'ready', data },
    promise: Promise.resolve(data),
    load: () => Promise.resolve(data),
    readers: new Set(),
    fresh,
    run: 0,
  };
}

/**
 * Puts an answer the page already has into the cache (the boot data's products, decision 035), as if it had been
 * loaded: the first reader shows it at once. Kept until clearResources, as any loaded answer.
 */
export function seedResource(key: string, data: unknown): void {
  entries.set(key, readyEntry(data, false));
}

/**
 * Where answers known without a request come from while the server renders a page (decision 035): its own data, read
 * synchronously. A key it answers (not undefined) goes into the cache as if loaded. Null in the browser.
 */
let provider: ((key: string) => unknown) | null = null;

export function provideResources(lookup: ((key: string) => unknown) | null): void {
  provider = lookup;
}

/** The provider's answer for `key`, put into the cache; undefined when there is none. */
function provided(key: string): unknown {
  const data = provider?.(key);
  if (data !== undefined) entries.set(key, readyEntry(data, false));
  return data;
}

/** The loaded answer of `key`, or undefined when it is not in the cache (or still loading, or failed). */
export function peekResource<T>(key: string): T | undefined {
  const state = entries.get(key)?.state;
  if (state?.status === 'ready') return state.data as T;
  return state === undefined ? (provided(key) as T | undefined) : undefined;
}

/** The entry of `key`, started unless it is already loading or loaded. */
function entryFor(key: string, load: () => Promise<unknown>, fresh: boolean): Entry {
  const known = entries.get(key);
  if (known && !isDisposable(known)) return known;
  const entry: Entry = { state: LOADING, promise: Promise.resolve(), load, readers: new Set(), fresh, run: 0 };
  entries.set(key, entry);
  start(key, entry);
  return entry;
}

/**
 * The data of `key` through the shared cache, outside React: for a resource made of others (the prices of a
 * few products, the services' products), so each part is asked for once whichever screen asks first.
 */
export function loadResource<T>(key: string, load: () => Promise<T>): Promise<T> {
  return entryFor(key, load, false).promise as Promise<T>;
}

/**
 * Reads `key`, loading it with `load` the first time any component asks; every component reading the same key
 * shares one request and one answer. A key names everything `load` depends on (`pedidos:<order id>`), so a
 * key change never shows the previous key's data. Null reads nothing (stays loading). A loaded answer is kept
 * until `clearResources`; a failure is shown but not kept, so the next mount tries again (the API module has
 * already retried the call).
 */
export function useResource<T>(key: string | null, load: () => Promise<T>, options: ResourceOptions = {}): Resource<T> {
  const fresh = options.fresh ?? false;
  const { initial } = options;
  // The latest `load`, for a load started after this render (a key's first reader, or clearResources).
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  const subscribe = useCallback(
    (notify: () => void) => {
      if (key === null) return () => undefined;
      const entry = entryFor(key, () => latestLoad.current(), fresh);
      entry.readers.add(notify);
      return () => {
        entry.readers.delete(notify);
        if (entries.get(key) === entry && isDisposable(entry)) entries.delete(key);
      };
    },
    [key, fresh],
  );
  const snapshot = () => {
    if (key === null) return LOADING;
    const known = entries.get(key);
    if (known && !isDisposable(known)) return known.state;
    // Known without a request: the entry is made now, so this render and the next read the same answer; it is kept
    // as an answer that was loaded (made of others in the cache, it goes when they go: clearResources).
    if (!known && provided(key) !== undefined) return entries.get(key)?.state ?? LOADING;
    const data = initial?.();
    if (data === undefined) return known?.state ?? LOADING;
    const entry = readyEntry(data, false);
    entries.set(key, entry);
    return entry.state;
  };
  // The same snapshot on the server and while hydrating: the server rendered from the same cache (decision 035).
  return useSyncExternalStore(subscribe, snapshot, snapshot) as Resource<T>;
}

/**
 * Forgets every answer: the app calls it when the store or the login changes (stores/config-store.ts), since
 * products are in the store's language and orders belong to the customer. What is on screen loads again and
 * stays until the new answer arrives, so a form on that screen is not unmounted.
 */
export function clearResources(): void {
  for (const [key, entry] of entries) {
    if (entry.readers.size === 0) {
      entries.delete(key);
      continue;
    }
    start(key, entry);
  }
}
