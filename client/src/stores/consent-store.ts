import { proxy } from 'valtio';
import {
  CONSENT_COOKIES,
  CONSENT_COOKIE_DAYS,
  type ConsentCookie,
  type ConsentLevel,
  type ConsentState,
  type ConsentStep,
  DENIED,
  type OptionalConsentLevel,
  type StoredConsent,
  consentOfChoice,
  consentOnVisit,
  consentUpdatesOf,
  gtagConsentOf,
  readStoredConsent,
} from '../lib/consent.ts';
import { whenBrowserStateMayShow } from '../lib/browser-state.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { gtag } from '../lib/data-layer.ts';

/** The buyer's consent (spec 4, decision 015): all denied until the cookies or the buyer say otherwise. */
export const consentState = proxy<ConsentState & { signalled: boolean; reviewing: boolean }>({
  ...DENIED,
  granted: [...DENIED.granted],
  signalled: false,
  reviewing: false,
});

export function hasConsent(level: ConsentLevel): boolean {
  return consentState.granted.includes(level);
}

/** The tag manager has heard the default: `signalled` may be set before it has (syncConsentAfterHydration). */
let toldTagManager = false;

function apply({ state, write }: ConsentStep): void {
  for (const [cookie, value] of Object.entries(write)) writeCookie(CONSENT_COOKIES[cookie as ConsentCookie], value, CONSENT_COOKIE_DAYS);
  const changed = state.granted.join() !== consentState.granted.join();
  if (!toldTagManager) {
    // The tag manager first hears the default (all denied), then one update per granted group (spec 4).
    toldTagManager = true;
    consentState.signalled = true;
    gtag('consent', 'default', gtagConsentOf([]));
    for (const update of consentUpdatesOf(state.granted)) gtag('consent', 'update', update);
  } else if (changed) {
    gtag('consent', 'update', gtagConsentOf(state.granted));
  }
  if (changed) consentState.granted = [...state.granted];
  consentState.source = state.source;
}

/** The address syncConsent last ran the rules for. */
let syncedUrl: string | null = null;

/**
 * Runs on every address the buyer reaches (path and query): the first visit, implicit acceptance, stored levels.
 * The page's cookies are read once for the three consent cookies: each read of `document.cookie` after a write, or the
 * first of a page, asks the browser's own process and waits for its answer (Chromium), 3-12 ms at normal speed in
 * the task that starts the app on a busy first load (issue 25).
 */
export function syncConsent(url: string): void {
  // The same address again (the app's start runs the rules before the first render, the page's first effect after
  // it): the rules would find what they found, from cookies that, just written, the browser's process would be asked
  // for once more (a 17 ms wait in one slice of the hydration, in a trace at normal speed).
  if (url === syncedUrl) return;
  syncedUrl = url;
  const cookies = document.cookie;
  apply(
    consentOnVisit(
      readStoredConsent((name) => readCookie(name, cookies)),
      url,
    ),
  );
}

/**
 * The server's render of a page (decision 035): the consent the browser's first render will have, from the request's
 * cookies and address (syncConsent's state), without writing a cookie or telling the tag manager: the browser does.
 */
export function presetConsent(stored: StoredConsent, url: string): void {
  const { state } = consentOnVisit(stored, url);
  consentState.granted = [...state.granted];
  consentState.source = state.source;
  consentState.signalled = true;
  consentState.reviewing = false;
}

/**
 * A static host's page (boot data that is not the visitor's, decision 035) was rendered without any cookie: the banner
 * shown. The browser's first render, which hydrates it, starts from that same consent; the buyer's own (syncConsent's)
 * applies once the markup is hydrated (lib/browser-state.ts), and the tag manager hears it then.
 */
export function syncConsentAfterHydration(url: string): void {
  const { state } = consentOnVisit(
    readStoredConsent(() => null),
    url,
  );
  consentState.granted = [...state.granted];
  consentState.source = state.source;
  // As the server rendered it (presetConsent): the banner shows. The tag manager has heard nothing yet: it hears the
  // default, then the buyer's levels, in syncConsent once the page is hydrated.
  consentState.signalled = true;
  consentState.reviewing = false;
  whenBrowserStateMayShow(() => syncConsent(url));
}

/** The buyer's explicit choice on the banner: it is final, navigating never overrides it. */
export function chooseConsent(levels: readonly OptionalConsentLevel[]): void {
  apply(consentOfChoice(levels));
  consentState.reviewing = false;
}

/** The cookie policy's 'change my choice': the banner shows again, with the current levels, until the buyer chooses. */
export function reviewConsent(): void {
  consentState.reviewing = true;
}

export function resetConsentState(): void {
  syncedUrl = null;
  toldTagManager = false;
  consentState.granted = [];
  consentState.source = 'none';
  consentState.signalled = false;
  consentState.reviewing = false;
}
