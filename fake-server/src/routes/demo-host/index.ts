import type { App } from '../../plugin.ts';
import { scriptNonce, styleNonce } from '../../plugins/security-headers.ts';
import { DEMO_HOST_PATH, demoHostPage } from './page.ts';

/**
 * The demo host page (fake mode only, docs/decisions/017-embedding-events-and-security-headers.md): a third
 * party's page that embeds the store with /embed.js, for every path under it, so a reload of an app route
 * (/demo-host/nota-simple/step1) comes back to the host page with the app on that route.
 */
export default async function demoHostRoutes(app: App): Promise<void> {
  for (const url of [DEMO_HOST_PATH, `${DEMO_HOST_PATH}/*`]) {
    app.get(url, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(demoHostPage({ storeId: request.visitor.storeId, scriptNonce: scriptNonce(reply), styleNonce: styleNonce(reply) })),
    );
  }
}
