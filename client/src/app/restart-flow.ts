import { keepQuery } from '../lib/keep-query.ts';
import { session, wizardKey } from '../lib/storage.ts';
import { type FlowRoutes, ROUTES, WIZARD_ROUTES, type WizardName, productStepOf } from '#contracts/constants/client-routes.ts';

/**
 * What "start this step again" on the error page does for the route that failed (docs/decisions/014): a wizard's
 * route forgets that wizard's stored answers (session wizard_{id}) and goes to the wizard's first step; any other
 * route is tried again as it was. The flow ids are the features' own (app/restart-flow.test.ts checks them); the routes
 * come from #contracts/constants/client-routes.ts, so the error page does not load every wizard's code.
 */
interface WizardRoutes {
  flowId: string;
  /** Whether a path is one of the wizard's own routes or its add-to-cart route. */
  owns: (pathname: string) => boolean;
  /** The wizard's first step for a failed route's path. */
  firstStep: (pathname: string) => string;
}

/** The steps under the flow's base path (but not those of `except`, another flow under it) and its add-to-cart route. */
const ownRoutes =
  ({ base, addToCart }: FlowRoutes<string>, except?: string) =>
  (pathname: string) =>
    (pathname.startsWith(`${base}/`) && !(except !== undefined && pathname.startsWith(`${except}/`))) ||
    pathname.replace(/\/$/, '') === addToCart;

const dedicated = (flowId: WizardName, except?: string): WizardRoutes => ({
  flowId,
  owns: ownRoutes(WIZARD_ROUTES[flowId], except),
  firstStep: () => WIZARD_ROUTES[flowId].start,
});

export const WIZARDS: WizardRoutes[] = [
  dedicated('nota-simple', `${ROUTES.simpleNote.base}/corregir`),
  // the located-property service starts from an order (its search): the error page sends the buyer back to their orders
  { flowId: 'localizadas', owns: ownRoutes(ROUTES.locatedProperties), firstStep: () => ROUTES.account.orders },
  dedicated('q-propiedades', ROUTES.locatedProperties.base),
  dedicated('certidao-permanente'),
  dedicated('i-predial-simplificada'),
  {
    flowId: 'product',
    owns: (pathname) => productStepOf(pathname) !== null || pathname.replace(/\/$/, '') === ROUTES.product.addToCart,
    // The step route sends a product whose questions start later to its own first step.
    firstStep: (pathname) => {
      const productId = productStepOf(pathname)?.productId;
      return productId !== undefined && /^[0-9]+$/.test(productId) ? ROUTES.product.start(productId) : ROUTES.services;
    },
  },
];

/** The wizard a failed route belongs to, or null. */
export function wizardOfPath(pathname: string): WizardRoutes | null {
  return WIZARDS.find((wizard) => wizard.owns(pathname)) ?? null;
}

/**
 * Forgets the failed wizard's answers and answers where to start again, with the same query string (the store).
 * The caller loads that address afresh, so no answer kept in memory survives either.
 */
export function restartAddress(pathname: string, search: string): string {
  const wizard = wizardOfPath(pathname);
  if (wizard === null) return `${pathname}${search}`;
  session.remove(wizardKey(wizard.flowId));
  return keepQuery(wizard.firstStep(pathname), search);
}
