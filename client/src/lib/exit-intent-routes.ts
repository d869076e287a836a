import { type FlowRoutes, ROUTES } from '#contracts/constants/client-routes.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';

/**
 * spec 2 "Other dialogs": the routes where leaving the page through the top shows the exit-intent dialog
 * (docs/decisions/016-polite-modal-exit-intent-and-safe-navigation.md). A range of steps ("steps 1 to 5") covers the
 * sub-steps inside it (nota-simple/step41 and step42 sit between step4 and step5 in the flow's order); a list of steps
 * ("report steps 2 and 3") covers just those.
 */
const range = <S extends string>(flow: FlowRoutes<S>, from: S, to: S) =>
  flow.steps.slice(flow.steps.indexOf(from), flow.steps.indexOf(to) + 1).map(flow.step);

const DEED = PRODUCT_IDS.deedCopy;

/** Spanish-language stores (the registry portals and the other Spanish portals); English stores have none. */
const SPANISH_ROUTES: ReadonlySet<string> = new Set([
  ...range(ROUTES.simpleNote, 'step1', 'step5'),
  ROUTES.register,
  ...range(ROUTES.propertiesQuery, 'step2', 'step7'),
  ROUTES.product.step('step1', DEED),
  ROUTES.product.step('step6', DEED),
  ROUTES.product.step('confirmation', DEED),
]);

/** Portuguese stores (16, 26, 28). certidao-permanente/confirmation only forwards to step8 but is a certificate step. */
const PORTUGUESE_ROUTES: ReadonlySet<string> = new Set([
  ROUTES.register,
  ROUTES.services,
  ...range(ROUTES.certificate, 'step1', 'step8'),
  ROUTES.certificate.confirmation,
  ROUTES.report.step('step2'),
  ROUTES.report.step('step3'),
  ROUTES.payment.choose,
  ROUTES.payment.card,
]);

/** nota-simple/step3 (the address) holds more text: its exit-intent dialog is 500px wide (spec 9). */
const WIDE = ROUTES.simpleNote.step('step3');

/** A trailing slash names the same route: /servicios/ is /servicios. */
export const normaliseRoute = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The exit-intent dialog's width on this route and store, or null where it is never shown. */
export function exitIntentWidth(pathname: string, storeId: number): 400 | 500 | null {
  const path = normaliseRoute(pathname);
  const language = storeLanguage(storeId);
  const routes = language === 'pt' ? PORTUGUESE_ROUTES : language === 'es' ? SPANISH_ROUTES : null;
  if (routes === null || !routes.has(path)) return null;
  return path === WIDE ? 500 : 400;
}
