import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';

/**
 * spec 2 "Other dialogs": the routes where leaving the page through the top shows the exit-intent dialog
 * (docs/decisions/016-polite-modal-exit-intent-and-safe-navigation.md). A range of steps ("steps 1 to 5") covers the
 * sub-steps inside it (nota-simple/step41 and step42 sit between step4 and step5); a list of steps ("report steps 2
 * and 3") covers just those.
 */
const range = (prefix: string, from: number, to: number, extra: readonly string[] = []) => [
  ...Array.from({ length: to - from + 1 }, (_, index) => `/${prefix}/step${from + index}`),
  ...extra.map((step) => `/${prefix}/${step}`),
];

const DEED = PRODUCT_IDS.deedCopy;

/** Spanish-language stores (the registry portals and the other Spanish portals); English stores have none. */
const SPANISH_ROUTES: ReadonlySet<string> = new Set([
  ...range('nota-simple', 1, 5, ['step41', 'step42']),
  '/customer/register',
  ...range('q-propiedades', 2, 7),
  `/product/step1/${DEED}`,
  `/product/step6/${DEED}`,
  `/product/confirmation/${DEED}`,
]);

/** Portuguese stores (16, 26, 28). certidao-permanente/confirmation only forwards to step8 but is a certificate step. */
const PORTUGUESE_ROUTES: ReadonlySet<string> = new Set([
  '/customer/register',
  '/servicios',
  ...range('certidao-permanente', 1, 8, ['confirmation']),
  '/i-predial-simplificada/step2',
  '/i-predial-simplificada/step3',
  '/customer/payment',
  '/customer/payment/cc',
]);

/** nota-simple/step3 (the address) holds more text: its exit-intent dialog is 500px wide (spec 9). */
const WIDE = '/nota-simple/step3';

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
