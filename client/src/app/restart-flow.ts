import { session, wizardKey } from '../lib/storage.ts';
import { WIZARD_STARTS } from '../lib/wizard-starts.ts';

/**
 * What "start this step again" on the error page does for the route that failed (docs/decisions/014): a wizard's
 * route forgets that wizard's stored answers (session wizard_{id}) and goes to the wizard's first step; any other
 * route is tried again as it was. The flow ids are the features' own (app/restart-flow.test.ts checks them); they are
 * with the first steps of lib/wizard-starts.ts, so the error page does not load every wizard's code.
 */
interface WizardRoutes {
  flowId: string;
  /** The wizard's own routes and its add-to-cart route. */
  routes: RegExp;
  /** The wizard's first step for a failed route's path. */
  firstStep: (pathname: string) => string;
}

export const WIZARD_ROUTES: WizardRoutes[] = [
  { flowId: 'nota-simple', routes: /^\/(nota-simple\/(?!corregir\/)|cart\/add\/ns\/?$)/, firstStep: () => WIZARD_STARTS['nota-simple'] },
  // the located-property service starts from an order (its search): the error page sends the buyer back to their orders
  { flowId: 'localizadas', routes: /^\/(q-propiedades\/localizadas\/|cart\/add\/localizadas\/?$)/, firstStep: () => '/customer/orders' },
  { flowId: 'q-propiedades', routes: /^\/(q-propiedades\/|cart\/add\/qpropiedades\/?$)/, firstStep: () => WIZARD_STARTS['q-propiedades'] },
  {
    flowId: 'certidao-permanente',
    routes: /^\/(certidao-permanente\/|cart\/add\/certidao\/?$)/,
    firstStep: () => WIZARD_STARTS['certidao-permanente'],
  },
  {
    flowId: 'i-predial-simplificada',
    routes: /^\/(i-predial-simplificada\/|cart\/add\/ipredial\/?$)/,
    firstStep: () => WIZARD_STARTS['i-predial-simplificada'],
  },
  {
    flowId: 'product',
    routes: /^\/(product\/(step\d+|confirmation)\/|cart\/add\/product\/?$)/,
    // The step route sends a product whose questions start later to its own first step.
    firstStep: (pathname) => {
      const productId = /^\/product\/[^/]+\/([0-9]+)/.exec(pathname)?.[1];
      return productId ? `/product/step1/${productId}` : '/servicios';
    },
  },
];

/** The wizard a failed route belongs to, or null. */
export function wizardOfPath(pathname: string): WizardRoutes | null {
  return WIZARD_ROUTES.find((wizard) => wizard.routes.test(pathname)) ?? null;
}

/**
 * Forgets the failed wizard's answers and answers where to start again, with the same query string (the store).
 * The caller loads that address afresh, so no answer kept in memory survives either.
 */
export function restartAddress(pathname: string, search: string): string {
  const wizard = wizardOfPath(pathname);
  if (wizard === null) return `${pathname}${search}`;
  session.remove(wizardKey(wizard.flowId));
  return `${wizard.firstStep(pathname)}${search}`;
}
