import type { FastifyServerOptions } from 'fastify';
import { REDACTED, SECRET_HEADERS } from '#contracts/server/secret-redaction.ts';

/**
 * What no log line of the storefront server keeps: the secret headers every log of both servers redacts
 * (contracts/src/server/secret-redaction.ts: cookies, authorisation, the formkey), and any query (an address may carry
 * an e-mail, an order id, a provider's token). A request is logged as its method and path; the bodies (cards, bank
 * accounts, passwords) are never logged at all.
 */
export const REDACTED_PATHS = SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `res.headers["${name}"]`, `headers["${name}"]`]);

/** The request as a log line shows it: no query, no headers but the user agent. */
function requestForLog(request: { method: string; url: string; headers: Record<string, unknown> }) {
  return { method: request.method, url: request.url.split('?', 1)[0], userAgent: request.headers['user-agent'] };
}

/** Fastify's logger (pino) as this server runs it: JSON lines at `level`, with nothing secret in them. */
export function storefrontLogger(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: requestForLog as never },
  };
}
