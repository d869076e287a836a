import { randomBytes } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply } from 'fastify';
import { sharedPlugin } from '../plugin.ts';

/**
 * The Content-Security-Policy directives a deploy may widen with its own sources (docs/decisions/017):
 * the real card and wallet providers, the tag manager, a CDN. Each is set by an environment variable
 * of the same name in capitals, e.g. CSP_SCRIPT_SRC="https://js.stripe.com https://www.googletagmanager.com".
 */
export const EXTENDABLE_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'form-action'] as const;
export type ExtendableDirective = (typeof EXTENDABLE_DIRECTIVES)[number];
export type CspExtras = Partial<Record<ExtendableDirective, readonly string[]>>;

/**
 * The policy for every response. Scripts: the app's own files and, for inline scripts, the response's
 * nonce (helmet adds it to script-src and style-src); no 'unsafe-inline', no 'unsafe-eval'. Styles: the app's
 * CSS files, nonce'd <style> elements (the provider simulators' pages), and style attributes, which React
 * Aria uses to place popovers and hide text visually. Forms go to this origin only (the provider simulators
 * are here); the app may be framed by its own origin only (it is embedded with a script, never a frame).
 */
export function cspDirectives(extras: CspExtras = {}): Record<string, string[]> {
  const base: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  for (const directive of EXTENDABLE_DIRECTIVES) base[directive] = [...(base[directive] ?? []), ...(extras[directive] ?? [])];
  return base;
}

/** A source may not end the directive or the header: no `;`, `,` or whitespace inside it. */
const SOURCE = /^[^\s;,]+$/;

/**
 * The extra sources of each extendable directive, from CSP_SCRIPT_SRC, CSP_CONNECT_SRC, … (space-separated).
 * A source that would break the header is refused with an error at startup, so a typo cannot ship a broken policy.
 */
export function cspExtrasFromEnv(env: Record<string, string | undefined>): CspExtras {
  const extras: CspExtras = {};
  for (const directive of EXTENDABLE_DIRECTIVES) {
    const name = `CSP_${directive.toUpperCase().replace(/-/g, '_')}`;
    const sources = (env[name] ?? '').split(/\s+/).filter(Boolean);
    const bad = sources.find((source) => !SOURCE.test(source));
    if (bad !== undefined) throw new Error(`${name}: '${bad}' is not a Content-Security-Policy source`);
    if (sources.length > 0) extras[directive] = sources;
  }
  return extras;
}

/** The nonce of this response's inline scripts, for the HTML pages the server writes. */
export function scriptNonce(reply: FastifyReply): string {
  return reply.cspNonce.script;
}

/** The nonce of this response's <style> elements (the provider simulators' pages). */
export function styleNonce(reply: FastifyReply): string {
  return reply.cspNonce.style;
}

/** The options helmet is given: its defaults, and ours where docs/reference/security-and-caching.md "Security headers" says so. */
function helmetOptions(cspExtras: CspExtras): FastifyHelmetOptions {
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(cspExtras) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // Card and wallet providers may open their checkout in a popup that talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/** The headers helmet sends, with the policy cut around its two nonces so a response only fills them in. */
interface HeaderTemplate {
  fixed: Record<string, string>;
  /** The Content-Security-Policy in three parts: before the script nonce, between the nonces, after the style nonce. */
  policy: [string, string, string];
}

/**
 * What helmet answers, asked once at startup: a throwaway Fastify app with @fastify/helmet and these options
 * answers one request, and its headers become the template of every response. @fastify/helmet builds a new helmet
 * middleware (parsing and checking every directive again) on every request; the headers never change but for
 * the nonces, so they are built once here, and helmet stays the one source of what they are.
 */
async function helmetHeaderTemplate(cspExtras: CspExtras): Promise<HeaderTemplate> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(cspExtras));
  probe.get('/', (_request, reply) => reply.send(reply.cspNonce));
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const nonces = response.json<{ script: string; style: string }>();
  const fixed: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string' && !HEADERS_NOT_HELMETS.has(name)) fixed[name] = value;
  }
  const csp = fixed['content-security-policy'] ?? '';
  delete fixed['content-security-policy'];
  const [before, afterScript = ''] = csp.split(nonces.script);
  const [between, after] = afterScript.split(nonces.style);
  if (before === undefined || between === undefined || after === undefined || csp.split(nonces.script).length !== 2) {
    throw new Error(`helmet's policy does not hold each nonce once: ${csp}`);
  }
  return { fixed, policy: [before, between, after] };
}

/** What the probe's answer carries that is not helmet's: Fastify's own headers for its body. */
const HEADERS_NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Random bytes drawn from the system's generator a few kilobytes at a time, 16 per nonce: same randomness, one call per 128 nonces. */
const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 128;
let pool = randomBytes(POOL_BYTES);
let poolOffset = 0;

function freshNonce(): string {
  if (poolOffset === POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const nonce = pool.toString('hex', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The headers a production deploy sends too (docs/reference/security-and-caching.md "Security headers"): CSP with a fresh nonce per response,
 * nosniff, frame-ancestors and X-Frame-Options, a referrer policy that never sends a path off-site (paths hold
 * e-mail addresses and order ids), and helmet's other defaults. Cross-origin resource policy is same-origin
 * except for what a host page on another site loads (embed.js and assets/, set by the client plugin).
 */
export const securityHeadersPlugin = sharedPlugin<{ cspExtras: CspExtras }>(async (app, { cspExtras }) => {
  const { fixed, policy } = await helmetHeaderTemplate(cspExtras);
  const [before, between, after] = policy;
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRequest', (_request, reply, done) => {
    const nonces = { script: freshNonce(), style: freshNonce() };
    reply.cspNonce = nonces;
    void reply.headers(fixed).header('content-security-policy', before + nonces.script + between + nonces.style + after);
    done();
  });
});
