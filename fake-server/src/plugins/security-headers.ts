import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import { type CspExtras, securityHeaderOptions } from '#contracts/constants/csp.ts';
import { sharedPlugin } from '../plugin.ts';

/** The nonce of this response's inline scripts, for the HTML pages the fake backend writes. */
export function scriptNonce(reply: FastifyReply): string {
  return reply.cspNonce.script;
}

/** The nonce of this response's <style> elements (the provider simulators' pages). */
export function styleNonce(reply: FastifyReply): string {
  return reply.cspNonce.style;
}

/**
 * The backend's own headers, as a real backend sends its own: helmet's, with the storefront's Content-Security-Policy
 * (contracts/src/constants/csp.ts) and a fresh nonce per response for the pages the fake writes (the providers'
 * simulators, the dev panel, the demo host page). The storefront's pages get theirs from the storefront server
 * (client/server/security-headers.ts); what the fake answers through it keeps these.
 */
export const securityHeadersPlugin = sharedPlugin<{ cspExtras: CspExtras }>(async (app, { cspExtras }) => {
  await app.register(helmet, securityHeaderOptions(cspExtras));
});
