import { HttpError, errorResponse } from '../errors.ts';
import { sharedPlugin } from '../plugin.ts';

/** Fastify's error for a body past the route's bodyLimit (a POST cart call's: MAX_ADD_REQUEST_BYTES). */
const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

/**
 * Every error answers in the contract's ErrorResponse shape. A request validation error keeps
 * Fastify's message, which names the field (`querystring/id must match pattern "^[0-9]+$"`).
 * A body past the route's limit is a 413 naming `body` and the limit. A 5xx is a server bug or an injected fault:
 * it is logged.
 */
export const errorHandlerPlugin = sharedPlugin(async (app) => {
  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, request, reply) => {
    const { statusCode = 500 } = error;
    if (error.code === BODY_TOO_LARGE) {
      const limit = request.routeOptions.bodyLimit;
      return reply.code(413).send(errorResponse(413, `body: at most ${limit} bytes in one request`));
    }
    const status = statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, error.message);
    if (error instanceof HttpError) void reply.headers(error.headers);
    return reply.code(status).send(errorResponse(status, error.message));
  });
});
