import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  let clientDir = '';
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'fake-server-no-client-'));
    app = await buildServer({ logger: false, fixturesDir: REPOSITORY_FIXTURES, clientDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(clientDir, { recursive: true, force: true });
  });
  return () => {
    if (app === undefined) throw new Error('the server is built in beforeAll');
    return app;
  };
}
