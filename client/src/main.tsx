import './ui/reset.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApi } from './api/client.ts';
import { createAppRouter } from './app/router.tsx';
import { hostConfigFromWindow, mountElement } from './lib/host-config.ts';
import { setHostConfig, setStoreFromAddress } from './stores/config-store.ts';

setStoreFromAddress(window.location.search);
const { host, embedded, embed } = hostConfigFromWindow(window);
setHostConfig(host, embedded);
configureApi({ baseUrl: host.baseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '' });

// Embedded (docs/decisions/017): in the host's element, under the host page's path, talking on 'opf-lib-service'.
const root = mountElement(document, embed.mount);
if (!root) throw new Error('the page has no #root element and the host named no mount element');
const router = createAppRouter(embed.basename);
// The bridge to the host page is loaded only when embedded: the standalone site never needs it.
if (embedded) {
  import('./app/host-bridge.ts').then(
    ({ connectHost }) => connectHost(router),
    (error: unknown) => console.error('[host-events] could not load the bridge to the host page', error),
  );
}
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
