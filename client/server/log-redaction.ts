import type { FastifyServerOptions } from 'fastify';

/**
 * What no log line of the storefront server keeps: cookies (the session), the formkey, authorisation, and any query
 * (an address may carry an e-mail, an order id, a provider's token). A request is logged as its method and path; the
 * bodies (cards, bank accounts, passwords) are never logged at all.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-form-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers["set-cookie"]',
];

/** The request as a log line shows it: no query, no headers but the user agent. */
function requestForLog(request: { method: string; url: string; headers: Record<string, unknown> }) {
  return { method: request.method, url: request.url.split('?', 1)[0], userAgent: request.headers['user-agent'] };
}

/** Fastify's logger (pino) as this server runs it: JSON lines at `level`, with nothing secret in them. */
export function storefrontLogger(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestForLog as never },
  };
}
