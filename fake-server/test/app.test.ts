import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildServer } from '../src/app.ts';
import { FixtureError } from '../src/fixtures.ts';
import { writeTestFixtures } from './helpers/test-fixtures.ts';

describe('buildServer', () => {
  test('[app] a broken fixture fails startup with a message naming the file and field', async () => {
    const fixturesDir = await writeTestFixtures();
    await writeFile(join(fixturesDir, 'stores.json'), JSON.stringify([{ store_id: 14 }]));

    const starting = buildServer({ logger: false, fixturesDir });

    await expect(starting).rejects.toThrow(FixtureError);
    await expect(starting).rejects.toThrow(/stores\.json: \/0 must have required properties/);
  });
});
