import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import { ErrorResponse } from '#contracts/api/errors.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { buildServer } from '../src/app.ts';
import { FixtureError } from '../src/fixtures.ts';
import { build } from './helpers/build.ts';
import { writeTestFixtures } from './helpers/test-fixtures.ts';

describe('buildServer', () => {
  test('[app] a broken fixture fails startup with a message naming the file and field', async () => {
    const fixturesDir = await writeTestFixtures();
    await writeFile(join(fixturesDir, 'stores.json'), JSON.stringify([{ store_id: 14 }]));

    const starting = buildServer({ logger: false, fixturesDir });

    await expect(starting).rejects.toThrow(FixtureError);
    await expect(starting).rejects.toThrow(/stores\.json: \/0 must have required properties/);
  });

  test('[app] a page of the storefront is no path of a backend: GET /servicios answers the 404 ErrorResponse in JSON, no page', async () => {
    const app = await build();

    for (const url of [ROUTES.services, `${ROUTES.services}?store=16`, '/', '/index.html', '/assets/index-abc123.js']) {
      const response = await app.inject({ url });

      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      const answer: unknown = response.json();
      expect(Value.Check(ErrorResponse, answer), url).toBe(true);
      expect(answer, url).toMatchObject({ ok: false, statusCode: 404, message: `Route GET:${url.split('?')[0]} not found` });
    }
  });
});
