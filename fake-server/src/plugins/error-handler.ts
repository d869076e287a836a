import { HttpError, errorResponse } from '../errors.ts';
import { sharedPlugin } from '../plugin.ts';

/**
 * Every error answers in the contract's ErrorResponse shape. A request validation error keeps
 * Fastify's message, which names the field (`querystring/id must match pattern "^[0-9]+$"`).
 * A 5xx is a server bug or an injected fault: it is logged.
 */
export const errorHandlerPlugin = sharedPlugin(async (app) => {
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const { statusCode = 500 } = error;
    const status = statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, error.message);
    if (error instanceof HttpError) void reply.headers(error.headers);
    return reply.code(status).send(errorResponse(status, error.message));
  });
});
