import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '#contracts/api/errors.ts';

/** The headers that tell the backend who the buyer is and which portal they opened (proxied calls and page data alike). */
export function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  return {
    // What a client claims in X-Forwarded-For is passed on only when this server sits behind a proxy it trusts
    // (Fastify's trustProxy, which fills request.ips); else the address this server saw is the buyer's.
    'x-forwarded-for': request.ips === undefined ? request.ip : [...request.ips].reverse().join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/** The backend's failure as the buyer's browser gets it: the contract's ErrorResponse, never the proxy's own page. */
function backendFailure(reply: FastifyReply, status: 502 | 504, message: string): void {
  const body: ErrorResponse = { ok: false, statusCode: status, error: status === 502 ? 'Bad Gateway' : 'Gateway Timeout', message };
  // The connection closes after it: the browser's body may be partly unread (an upload the backend never took), and a
  // connection left waiting on it would never become idle, so the server's close (a deploy's drain) would wait for good.
  void reply.code(status).header('cache-control', 'no-store').header('connection', 'close').send(body);
}

export interface BackendProxyOptions {
  backendUrl: string;
  /** The path prefixes sent to the backend (contracts/src/api/paths.ts). */
  prefixes: readonly string[];
  /** The longest the backend may take to answer a call (its headers), and between two chunks of its body. */
  timeoutMs: number;
}

/**
 * Every backend path (spec 7: REST, the payment providers' pages, the searches) goes to the backend on the same origin,
 * as the browser sent it: method, path, query, cookies, the formkey header, and the body streamed both ways (a 24 MB
 * upload is never held here). The backend's answer comes back as it is, Set-Cookie included. X-Forwarded-For, -Proto
 * and -Host say who asked and for which portal. No call is retried here (the client retries, spec 7). A backend that is
 * down answers 502, one that does not answer in `timeoutMs` 504, each as a JSON ErrorResponse.
 */
export async function proxyBackend(app: FastifyInstance, { backendUrl, prefixes, timeoutMs }: BackendProxyOptions): Promise<void> {
  for (const prefix of prefixes) {
    await app.register(httpProxy, {
      upstream: backendUrl,
      prefix,
      rewritePrefix: prefix,
      // The path as sent stays the path asked: /desktopapp/rest/cart, not /desktopapp/rest/cart/ or the prefix alone.
      httpMethods: ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'],
      undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connectTimeout: Math.min(timeoutMs, 5000) },
      config: { backendProxy: true },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, ...forwardedHeaders(request as FastifyRequest) }),
        retryDelay: () => null,
        onError: (reply, { error }) => {
          const timedOut = (error as { statusCode?: number }).statusCode === 504;
          reply.log.warn({ err: { message: error.message, code: (error as { code?: string }).code } }, 'the backend did not answer');
          backendFailure(
            reply as FastifyReply,
            timedOut ? 504 : 502,
            timedOut
              ? `The backend did not answer within ${timeoutMs} ms: try again in a moment.`
              : 'The backend cannot be reached: try again in a moment.',
          );
        },
      },
    });
  }
}
