import { loadFixtures, type Fixtures } from '../fixtures.ts';
import { sharedPlugin } from '../plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fixtures: Fixtures;
  }
}

/** Loads and checks every fixture file at startup: a broken fixture fails `buildServer`. */
export const fixturesPlugin = sharedPlugin<{ fixturesDir: string }>(async (app, { fixturesDir }) => {
  app.decorate('fixtures', await loadFixtures(fixturesDir));
});
