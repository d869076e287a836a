import { ROUTES, isUnder } from '#contracts/constants/client-routes.ts';

/**
 * What each new page address means for analytics and the cart (spec 4 "Version check and reload", last rules):
 * back/forward (a POP navigation) to note step5/6, certificate step6 or report step4 skips that page view once;
 * back/forward to a cart/add route shows the cart again; reaching the checkout begins it.
 */
export const SKIP_PAGE_VIEW_ONCE_ON_BACK: readonly string[] = [
  ROUTES.simpleNote.step('step5'),
  ROUTES.simpleNote.step('step6'),
  ROUTES.certificate.step('step6'),
  ROUTES.report.step('step4'),
];

/** Where the checkout starts: identification (register, authenticate) or a logged-in buyer's checkout. */
export function isCheckoutStart(path: string): boolean {
  return path === ROUTES.register || path === ROUTES.checkout.start || isUnder(path, ROUTES.authenticate);
}

export const isCartAddPath = (path: string): boolean => path.startsWith(`${ROUTES.cartAddBase}/`);

export interface NavigationEffects {
  skipPageView: boolean;
  reshowCart: boolean;
  beginCheckout: boolean;
}

/** 'POP' is React Router's name for back/forward, and for the page's first address, which is neither. */
export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/**
 * One tracker per page life. Called with each location (its key, path and how it was reached); a repeated call for
 * the same location key answers the same (React runs effects twice in development).
 */
export function createNavigationTracker() {
  const skipped = new Set<string>();
  let previous: { key: string; path: string; effects: NavigationEffects } | null = null;
  return (key: string, path: string, kind: NavigationKind): NavigationEffects => {
    if (previous?.key === key) return previous.effects;
    const backOrForward = previous !== null && kind === 'POP';
    const skipPageView = backOrForward && SKIP_PAGE_VIEW_ONCE_ON_BACK.includes(path) && !skipped.has(path);
    if (skipPageView) skipped.add(path);
    const effects = {
      skipPageView,
      reshowCart: backOrForward && isCartAddPath(path),
      beginCheckout: isCheckoutStart(path) && !(previous !== null && isCheckoutStart(previous.path)),
    };
    previous = { key, path, effects };
    return effects;
  };
}
