import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { startAbTesting, startAdTag, startTagManager, trackBeginCheckout, trackPageView } from '../../third-party/analytics.ts';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { type NavigationEffects, createNavigationTracker } from '../../lib/navigation-analytics.ts';
import { cartState, setShowCart } from '../../stores/cart-store.ts';
import { bootState } from '../../stores/boot-store.ts';
import { configState } from '../../stores/config-store.ts';
import { consentState, syncConsent } from '../../stores/consent-store.ts';
import { useStoreValue } from '../../stores/use-store-value.ts';

interface Visit extends NavigationEffects {
  key: string;
  path: string;
  reported: boolean;
}

/**
 * Consent and analytics per page address (spec 4, decision 015): every address runs the consent rules (the first
 * visit, navigating accepts); back/forward to a cart/add route shows the cart again; once tracking is granted and
 * the configuration is in, the tag manager and the A/B testing SDK load (the ad tag with targeting) and each address gets one page view (skipped once on back/forward
 * to the steps spec 4 lists), and reaching the checkout begins it.
 */
export function useAnalytics(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [tracker] = useState(createNavigationTracker);
  const visit = useRef<Visit | null>(null);
  const tracking = useStoreValue(consentState, (state) => state.granted.includes('tracking'));
  const targeting = useStoreValue(consentState, (state) => state.granted.includes('targeting'));
  const loaded = useStoreValue(configState, (state) => state.loaded);
  const booted = useStoreValue(bootState, (state) => state.booted);
  const containers = useStoreValue(configState, (state) => state.config.analytics.gtm.join());
  const url = `${location.pathname}${location.search}`;

  useEffect(() => {
    syncConsent(url);
    const effects = tracker(location.key, location.pathname, navigationType);
    if (effects.reshowCart) setShowCart(true);
    if (visit.current?.key !== location.key) visit.current = { ...effects, key: location.key, path: location.pathname, reported: false };
  }, [tracker, url, location.key, location.pathname, navigationType]);

  useEffect(() => {
    if (tracking && loaded) {
      void startTagManager();
      void startAbTesting();
    }
  }, [tracking, loaded, containers]);

  useEffect(() => {
    if (targeting && loaded) void startAdTag();
  }, [targeting, loaded]);

  useEffect(() => {
    const current = visit.current;
    if (!current || current.reported || !tracking || !booted) return;
    return afterNextPaint(() => {
      current.reported = true;
      if (!current.skipPageView) trackPageView(current.path, document.title);
      if (current.beginCheckout) trackBeginCheckout(cartState.items);
    });
  }, [tracking, booted, location.key]);
}
