import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type CspExtras, securityHeaderOptions } from '../constants/csp.ts';

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
  await probe.register(helmet, securityHeaderOptions(cspExtras));
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
 * The security headers both servers send on every answer: the storefront server (client/server/app.ts) on its pages and
 * files, the fake backend on its own answers (docs/reference/security-and-caching.md "Security headers"): CSP with a
 * fresh nonce per response, nosniff, frame-ancestors and X-Frame-Options, a referrer policy that never sends a path
 * off-site (paths hold e-mail addresses and order ids), and helmet's other defaults. Cross-origin resource policy is
 * same-origin except for what a host page on another site loads (embed.js and assets/, client/server/static-files.ts).
 * Registered on `app` itself: its hooks apply to the routes of `app` and of its children.
 */
export async function sendSecurityHeaders(app: FastifyInstance, cspExtras: CspExtras): Promise<void> {
  const { fixed, policy } = await helmetHeaderTemplate(cspExtras);
  const [before, between, after] = policy;
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRequest', (_request, reply, done) => {
    const nonces = { script: freshNonce(), style: freshNonce() };
    reply.cspNonce = nonces;
    void reply.headers(fixed).header('content-security-policy', before + nonces.script + between + nonces.style + after);
    done();
  });
}
