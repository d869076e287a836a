import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { isProviderReturn } from '#contracts/constants/client-routes.ts';
import { isAppPath } from '#contracts/constants/patterns.ts';
import { useDataRouter, useShownPageValue } from './fixed-route.ts';
import { RELOAD_TIME_PARAM } from './safe-reload.ts';

/**
 * Parameters that belong to the one page they are on, never carried to another: the order a payment page works on
 * (`?order_id=`), a reload's cache-buster. The provider's `return=1` too (isProviderReturn); a review's
 * `return=/nota-simple/step6` is carried, so a step guard keeps the way back (lib/review-return.ts).
 */
const PAGE_PARAMS = ['order_id', RELOAD_TIME_PARAM];

/**
 * An in-app target with the current query string kept (spec 2: ?store= and campaign tags such as utm_* survive every
 * link and redirect, issue 41): the current parameters, less the page's own, then the target's own, which win.
 * `to` is an app path ('/servicios', '/customer/payment/paypal?order_id=1'), `search` the current one ('?store=16');
 * anything else (another site's address) is left as it is.
 */
export function keepQuery(to: string, search: string): string {
  if (!isAppPath(to)) return to;
  const hashAt = to.includes('#') ? to.indexOf('#') : to.length;
  const queryAt = to.slice(0, hashAt).includes('?') ? to.indexOf('?') : hashAt;
  const pathname = to.slice(0, queryAt);
  const targetQuery = to.slice(queryAt, hashAt);
  const hash = to.slice(hashAt);
  const kept = new URLSearchParams(search);
  for (const name of PAGE_PARAMS) kept.delete(name);
  if (isProviderReturn(kept)) kept.delete('return');
  for (const [name, value] of new URLSearchParams(targetQuery)) kept.set(name, value);
  const query = kept.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}${hash}`;
}

/**
 * `keepQuery` with the query of the page shown: for links. It reads the query alone, so a link in what every page
 * shows (the header, its menus) renders again when the query changes, not on every navigation (lib/fixed-route.ts).
 */
export function useKeepQuery(): (to: string) => string {
  const search = useShownPageValue((page) => page.search);
  return useCallback((to: string) => keepQuery(to, search), [search]);
}

/**
 * react-router's navigate with the query kept: the query is read when it navigates, so the caller does not render
 * again on each navigation. Takes app paths only (no `-1`).
 */
export function useNavigateKeepingQuery(): (to: string, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const { router } = useDataRouter();
  return useCallback(
    async (to: string, options?: NavigateOptions) => navigate(keepQuery(to, router.state.location.search), options),
    [navigate, router],
  );
}
