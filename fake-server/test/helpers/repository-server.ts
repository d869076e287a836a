import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '../../src/app.ts';
import { REPOSITORY_FIXTURES } from './spain.ts';

/**
 * One fake server on the repository's fixtures (the real municipalities and parishes, the catalogue, the invented companies)
 * for a whole test file: loading them takes a while, and each test gets its own visitor anyway.
 */
export function repositoryServerForThisFile(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildServer({ logger: false, fixturesDir: REPOSITORY_FIXTURES });
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (app === undefined) throw new Error('the server is built in beforeAll');
    return app;
  };
}
