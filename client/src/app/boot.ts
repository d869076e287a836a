import type { BootData } from '#contracts/api/boot-data.ts';
import { absorb, callEndpoint } from '../api/client.ts';
import { getCart } from '../api/get-cart.ts';
import { getConfig } from '../api/get-config.ts';
import { peekProduct, seedProducts } from '../api/get-product.ts';
import { seedListedProducts } from '../features/services/hooks/use-listed-products.ts';
import { whenBrowserStateMayShow } from '../lib/browser-state.ts';
import { setBooted } from '../stores/boot-store.ts';
import { configState } from '../stores/config-store.ts';
import type { Product } from '#contracts/api/product.ts';

/**
 * The configuration and the cart, once (decision 035). From the page's boot data when it has them: taken as GET config
 * and GET cart's answers before the first render, with the products and the chooser's list the page brought, so the
 * first render is the complete screen and no request waits. Otherwise asked from the server as before: the header
 * and the screens wait for both (a failure leaves the defaults and shows the error).
 *
 * Boot data marked `visitor: false` (a page prerendered for a static host) is the portal's public configuration and an
 * empty cart: taken the same way for the first render, which hydrates the page's markup, while GET config and GET cart
 * are asked at once for this visitor's own; their answers replace it as soon as the markup is hydrated
 * (lib/browser-state.ts: a store changed in the middle of the hydration would make React draw the page anew).
 */
export function startBoot(boot: BootData | null): void {
  if (boot === null) {
    void Promise.allSettled([getConfig(), getCart()]).then(setBooted);
    return;
  }
  absorb({ config: boot.config, cart: boot.cart });
  // After the configuration: a change of store or login clears the cache, which these fill.
  seedProducts(boot.products ?? []);
  if (boot.services !== undefined) {
    const listed = boot.services
      .map((id) => peekProduct(id))
      .filter((product): product is Product => product !== null && product !== undefined);
    seedListedProducts(listed, configState.embedded);
  }
  setBooted();
  if (boot.visitor === false) askVisitorsOwn();
}

/** GET config and GET cart for this visitor, at once; each answer is taken once the page's markup is hydrated. */
function askVisitorsOwn(): void {
  const asked = [callEndpoint('getConfig', {}, { absorb: false }), callEndpoint('getCart', {}, { absorb: false })];
  for (const answer of asked) {
    // A failure is logged and shown by callEndpoint; the public data stays.
    answer.then(
      (body) => whenBrowserStateMayShow(() => absorb(body)),
      () => undefined,
    );
  }
}
