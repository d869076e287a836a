import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { THIRD_PARTY_PATH } from '#contracts/fake-backend/third-party.ts';
import { isApiPath } from '../paths.ts';
import { sharedPlugin } from '../plugin.ts';

/**
 * True for a route whose answers may carry a visitor's or a customer's data: every API path the backend answers
 * (the endpoint table with its config, formkey, e-mail, cart and orders; the order documents under
 * /desktopapp/rest/documents; the provider pages with an order's amount and answer tokens; the admin API), except
 * the third-party stand-ins, which are the same public script for everyone.
 */
export function isPersonalRoute(url: string): boolean {
  return isApiPath(url) && url !== THIRD_PARTY_PATH && !url.startsWith(`${THIRD_PARTY_PATH}/`);
}

const NO_STORE = 'no-store';

/** A callback hook (no promise per request: scripts/bench/server.ts). */
const noStore: onSendHookHandler = (_request: FastifyRequest, reply: FastifyReply, payload, done) => {
  void reply.header('cache-control', NO_STORE);
  done(null, payload);
};

/**
 * `Cache-Control: no-store` on every answer of a personal route (isPersonalRoute), errors included: no browser
 * cache, shared cache or back/forward cache keeps one buyer's configuration, orders or invoices for the next user
 * of the machine. Added to those routes only (their own onSend hook), so the client's files and pages keep their
 * caching (plugins/client.ts). Registered before the routes: its onRoute hook marks them as they are added.
 */
export const noStorePlugin = sharedPlugin(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!isPersonalRoute(route.url)) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, noStore];
  });
});
