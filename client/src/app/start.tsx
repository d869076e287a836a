import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApi } from '../api/client.ts';
import { getVersion } from '../api/get-version.ts';
import { startBoot } from './boot.ts';
import { createAppRouter } from './router.tsx';
import { bootDataFromWindow } from '../lib/boot-data.ts';
import { releaseBrowserState } from '../lib/browser-state.ts';
import { hostConfigFromWindow, mountElement } from '../lib/host-config.ts';
import { logErrorOnce } from '../lib/log-once.ts';
import { renderWithoutTransition } from '../lib/render-without-transition.ts';
import { prefetchMatches } from '../lib/route-prefetch.ts';
import { reloadSafely } from '../lib/safe-reload.ts';
import { startVersionChecks } from '../lib/version-check.ts';
import { setHostConfig, setStoreFromAddress } from '../stores/config-store.ts';
import { syncConsent, syncConsentAfterHydration } from '../stores/consent-store.ts';

/** A turn of the event loop: what the browser has to do (paint, input) goes first. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

/**
 * The app's start (client/src/main.tsx calls it once the page has painted): configuration, boot data, consent and the
 * router before the first render, then React renders the page, or hydrates the server's markup of it (decision 035).
 * Four tasks, none long (issue 25): the state, the router (it ranks every route of the table), consent with the
 * screen's code starting to load, then React.
 */
export async function startApp(): Promise<void> {
  setStoreFromAddress(window.location.search);
  const { host, embedded, embed } = hostConfigFromWindow(window);
  setHostConfig(host, embedded);
  configureApi({ baseUrl: host.baseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '' });
  // The configuration and the cart: from the page's boot data before the first render, else asked (decision 035).
  const boot = bootDataFromWindow(window);
  startBoot(boot);

  // A new deploy reloads the page (spec 4), in production builds only (the e2e build is one).
  if (import.meta.env.PROD) startVersionChecks({ builtVersion: __APP_VERSION__, fetchVersion: getVersion, reload: () => reloadSafely() });

  // Embedded (docs/decisions/017): in the host's element, under the host page's path, talking on 'opf-lib-service'.
  const root = mountElement(document, embed.mount);
  if (!root) throw new Error('the page has no #root element and the host named no mount element');
  await nextTask();
  const router = createAppRouter(embed.basename);
  await nextTask();
  // The bridge to the host page is loaded only when embedded: the standalone site never needs it.
  if (embedded) {
    import('./host-bridge.ts').then(
      ({ connectHost }) => connectHost(router),
      (error: unknown) => console.error('[host-events] could not load the bridge to the host page', error),
    );
  }
  const { pathname, search } = router.state.location;
  // Consent before the first render (spec 4, decision 015), at the address as the router reads it (without a host's
  // basename), so the banner is in the first render, not in a second one a moment later (issue 25).
  // A static host's page was rendered without the buyer's cookies: its consent waits for the hydration, as its data.
  if (boot?.visitor === false && boot.markup === true) syncConsentAfterHydration(`${pathname}${search}`);
  else syncConsent(`${pathname}${search}`);
  // The screen's code starts loading now, beside React's first render rather than after it.
  void prefetchMatches(router.state.matches.map(({ route }) => route));
  await nextTask();

  // React and the router both report an error a route's error page caught: it is logged once.
  const app = (
    <StrictMode>
      <RouterProvider router={router} flushSync={renderWithoutTransition} onError={logErrorOnce} />
    </StrictMode>
  );
  // As a transition: React renders (or hydrates) in slices and yields to the browser between them, instead of one long
  // task on a slow phone's main thread (Lighthouse's Total Blocking Time).
  if (boot?.markup === true && root.firstChild !== null) {
    // The server rendered this page from the same boot data (decision 035): React takes its markup over, never redraws
    // it. What only this browser knows (its storage) shows once that is done (lib/browser-state.ts), or on the first
    // navigation if the screen could not be hydrated.
    const release = router.subscribe(() => {
      release();
      releaseBrowserState();
    });
    startTransition(() => {
      hydrateRoot(root, app, { onCaughtError: logErrorOnce });
    });
  } else {
    releaseBrowserState();
    const reactRoot = createRoot(root, { onCaughtError: logErrorOnce });
    startTransition(() => reactRoot.render(app));
  }
}
