import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';

/**
 * The app's data router (createBrowserRouter, a memory router in tests, the static router of the server's markup),
 * read from react-router's own context: unlike its location and route contexts, this one never changes on a
 * navigation, so reading it does not render the reader again on every address.
 */
export function useDataRouter() {
  const dataRouter = useContext(DataRouterContext);
  if (!dataRouter) throw new Error('The app renders inside its data router (app/router.tsx)');
  return dataRouter;
}

/**
 * The page shown, as the app's routes see it: its path without the host page's basename, its query string ('?store=16'
 * or ''), the last route's handle.
 */
export interface ShownPage {
  pathname: string;
  search: string;
  handle: unknown;
}

/** `pathname` without `basename` (react-router's rule: the basename is a whole leading segment, any case). */
export function withoutBasename(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  const base = basename.replace(/\/$/, '');
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return pathname;
  const rest = pathname.slice(base.length);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : pathname;
}

/**
 * One value derived from the page shown (its path, its route's handle), for the parts every page shows (the
 * header, its menus): they render again when that value changes, not on every navigation as useLocation or
 * useMatches would make them (issue 25: a step to the next rendered the whole header again). `select` must return a
 * primitive. On a change the reader renders in a sync update of its own, just before the navigation's screen: these
 * values (the note button, the cart's visibility) change on few navigations.
 */
export function useShownPageValue<V extends string | number | boolean | null | undefined>(select: (page: ShownPage) => V): V {
  const { router, basename } = useDataRouter();
  const listen = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  const read = () => {
    const { location, matches } = router.state;
    return select({
      pathname: withoutBasename(location.pathname, basename),
      search: location.search,
      handle: matches.at(-1)?.route.handle,
    });
  };
  return useSyncExternalStore(listen, read, read);
}
