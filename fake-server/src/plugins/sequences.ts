import { sharedPlugin } from '../plugin.ts';
import { createSequences, type Sequences } from '../state/sequences.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's id sequences: quote items, orders, quotes, Multibanco references. */
    sequences: Sequences;
  }
}

/** The ids this server hands out, counted per server: two servers in one process never share a counter. */
export const sequencesPlugin = sharedPlugin(async (app) => {
  app.decorate('sequences', createSequences());
});
