import { type RouteObject, matchRoutes } from 'react-router';

/** What a route's handle may offer ahead of navigation: loading its screen's code (ui/lazy-screen.ts). */
export interface PrefetchHandle {
  preload?: () => Promise<unknown>;
}

let table: RouteObject[] = [];
/** The paths already prefetched from the table: matching one ranks every route of the table again. */
const prefetched = new Set<string>();
/** The prefetched paths whose screens' code is in. */
const loaded = new Set<string>();

/** The app's route table (app/router.tsx), which prefetchRoute matches paths against. */
export function setPrefetchRoutes(routes: RouteObject[]): void {
  table = routes;
  prefetched.clear();
  loaded.clear();
}

const pathnameOf = (to: string) => to.split(/[?#]/, 1)[0] ?? to;

/**
 * Starts loading the code of the screen `to` leads to (an app path, its query string ignored), so the navigation
 * that follows shows it at once; once per path (each step prefetches every later one: matched again on every step,
 * they cost a phone at 4x CPU 20-35 ms of idle time the buyer's next keystroke may need, issue 25). A failed
 * prefetch is ignored: the navigation loads it again and reports a failure.
 */
export function prefetchRoute(to: string): void {
  const pathname = pathnameOf(to);
  if (prefetched.has(pathname)) return;
  prefetched.add(pathname);
  void prefetchMatches((matchRoutes(table, pathname) ?? []).map(({ route }) => route)).then((done) => {
    if (done) loaded.add(pathname);
  });
}

/** Whether the code of the screen `to` leads to is in: prefetchRoute(to) was called and its loads have finished. */
export function isRouteLoaded(to: string): boolean {
  return loaded.has(pathnameOf(to));
}

/**
 * Starts loading the code of the screens of routes already matched (the router's own matches of the page being
 * opened): matching a path again ranks every route of the table, a few milliseconds the app's start can spare.
 * Resolves to whether every load succeeded.
 */
export function prefetchMatches(routes: readonly Pick<RouteObject, 'handle'>[]): Promise<boolean> {
  const loads = routes.map(({ handle }) => (handle as PrefetchHandle | undefined)?.preload?.());
  return Promise.all(loads).then(
    () => true,
    () => false,
  );
}

/**
 * Runs `task` once the browser is idle (requestIdleCallback, with a timeout so a busy page still gets it; a plain
 * timeout where the browser has none, as Safari), and returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** Props that prefetch `to` on the first sign of intent: the pointer over a link, focus on it, a finger down. */
export function prefetchOnIntent(to: string): { onPointerEnter: () => void; onFocus: () => void; onTouchStart: () => void } {
  const prefetch = () => prefetchRoute(to);
  return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}

/** Whether the buyer has touched this page yet (a pointer down, a key, focus moved into it). */
let touched = false;
const TOUCH_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * `whenIdle`, once the buyer has touched the page: at once when they have. The page they landed on does not load the
 * code of what comes next while it is still starting (its own first tasks come first, issue 25); a buyer answers a
 * question before pressing Continue, which leaves the time to load it. Returns what cancels it.
 */
export function whenIdleAfterFirstTouch(task: () => void): () => void {
  if (touched) return whenIdle(task);
  let cancelIdle: (() => void) | null = null;
  const stopListening = () => {
    for (const type of TOUCH_EVENTS) document.removeEventListener(type, onTouch, true);
  };
  function onTouch() {
    touched = true;
    stopListening();
    cancelIdle = whenIdle(task);
  }
  for (const type of TOUCH_EVENTS) document.addEventListener(type, onTouch, true);
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
