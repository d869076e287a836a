import { ADMIN_PREFIX, adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { scriptNonce, styleNonce } from '../../plugins/security-headers.ts';
import type { Endpoint } from '#contracts/api/endpoints.ts';
import type { App } from '../../plugin.ts';
import { routeFromContract } from '../route-from-contract.ts';
import { clock } from './clock.ts';
import { faults } from './faults.ts';
import { incidence } from './incidence.ts';
import { pushSubscriptions } from './push-subscriptions.ts';
import type { AdminContext, AdminHandler, AdminName } from './handler.ts';
import { multibancoPaid } from './multibanco-paid.ts';
import { journal, login, state, stateFileOf, store } from './panel-calls.ts';
import { panelPage, panelScript } from './panel-page.ts';
import { reset } from './reset.ts';
import { seed } from './seed.ts';
import { version } from './version.ts';

/** One handler per admin endpoint: a new one fails the type check until it is here. */
const handlers: { [N in AdminName]: AdminHandler<N> } = {
  reset,
  seed,
  faults,
  multibancoPaid,
  clock,
  incidence,
  pushSubscriptions,
  version,
  state,
  journal,
  store,
  login,
};

function registerAdminEndpoint<N extends AdminName>(app: App, name: N): void {
  const endpoint: Endpoint = adminEndpoints[name];
  const handler: AdminHandler<N> = handlers[name];
  routeFromContract(app, endpoint, (request) =>
    handler({
      // Validated against the endpoint's body schema by Fastify before the handler runs.
      body: request.body as AdminContext<N>['body'],
      params: request.params as AdminContext<N>['params'],
      caller: request.visitor,
      visitors: app.visitors,
      customers: app.customers,
      loginThrottle: app.loginThrottle,
      pushSubscriptions: app.pushSubscriptions,
      fixtures: app.fixtures,
      uploads: app.uploads,
      stateWriter: app.stateWriter,
    }),
  );
}

/** The admin API (reset, seed, faults); app.ts registers it only in fake mode. */
export default async function adminRoutes(app: App): Promise<void> {
  for (const name of Object.keys(adminEndpoints) as AdminName[]) registerAdminEndpoint(app, name);
  // The dev panel: a page over the calls above, for the browser's own visitor (docs/decisions/030-dev-panel.md).
  app.get(ADMIN_PREFIX, { schema: { hide: true } }, async (_request, reply) => {
    const script = await panelScript();
    return reply
      .type('text/html; charset=utf-8')
      .send(panelPage({ script, scriptNonce: scriptNonce(reply), styleNonce: styleNonce(reply), stateFile: stateFileOf(app.stateWriter) }));
  });
}
