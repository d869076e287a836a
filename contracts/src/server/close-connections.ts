import type { FastifyInstance } from 'fastify';

/**
 * Once `app` closes (SIGTERM, a deploy, a restart), each answer still in flight says Connection: close, so its
 * kept-alive connection ends with it. Left open, it would idle until its keep-alive timeout (Fastify's 72 s), and the
 * close, with whatever runs after it (the fake's last state save), would wait that long. Returns whether `app` is
 * closing. Both servers run it.
 */
export function endConnectionsWhenClosing(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  return () => closing;
}
