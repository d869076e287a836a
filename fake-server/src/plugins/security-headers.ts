import type { FastifyReply } from 'fastify';
import type { CspExtras } from '#contracts/constants/csp.ts';
import { sendSecurityHeaders } from '#contracts/server/security-headers.ts';
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
 * The backend's own headers, as a real backend sends its own: the same as the storefront server's
 * (contracts/src/server/security-headers.ts), with a fresh nonce per response for the pages the fake writes (the
 * providers' simulators, the dev panel, the demo host page); what the fake answers through the storefront keeps these.
 */
export const securityHeadersPlugin = sharedPlugin<{ cspExtras: CspExtras }>(async (app, { cspExtras }) => {
  // Helmet's headers built once at start, only the nonces filled in per answer: @fastify/helmet alone builds its
  // middleware again on every request, a fifth of the fake's GET config throughput.
  await sendSecurityHeaders(app, cspExtras);
});
