import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { SPEC_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { STORE_IDS } from '#contracts/constants/stores.ts';
import { paranhosExample } from '#contracts/testing/portugal-examples.ts';
import { FixtureError, loadFixtures } from '../src/fixtures.ts';
import { PERMANENT_CERTIFICATE_ID, writeTestFixtures } from './helpers/test-fixtures.ts';

const repositoryFixtures = fileURLToPath(new URL('../../fixtures', import.meta.url));

/** Rewrites a fixture file; `T` is what the test assumes the file holds. */
async function editJson<T>(file: string, edit: (value: T) => unknown): Promise<void> {
  await writeFile(file, JSON.stringify(edit(JSON.parse(await readFile(file, 'utf8')) as T)));
}

describe('loadFixtures', () => {
  test('[fixtures] loads every store, product and scenario', async () => {
    const fixtures = await loadFixtures(await writeTestFixtures());

    expect(
      Object.keys(fixtures.stores)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...STORE_IDS]);
    expect([...fixtures.products.keys()]).toEqual([PERMANENT_CERTIFICATE_ID]);
    expect(Object.keys(fixtures.scenarios).sort()).toEqual(Object.values(SCENARIOS).sort());
  });

  test('[fixtures] the repository’s fixtures/ load whole: every store, every spec 9 product, every scenario, the Spanish and Portuguese data', async () => {
    const fixtures = await loadFixtures(repositoryFixtures);

    expect(
      Object.keys(fixtures.stores)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...STORE_IDS]);
    expect([...fixtures.products.keys()].sort()).toEqual([...SPEC_PRODUCT_IDS].sort());
    expect(Object.keys(fixtures.scenarios).sort()).toEqual(Object.values(SCENARIOS).sort());
    expect(fixtures.spain.byUrl('sevilla')).toMatchObject({ codigo_ine: '41091', municipio: 'Sevilla' });
    expect(fixtures.spain.provinces).toHaveLength(52);
    expect(fixtures.portugal.parish(paranhosExample().value, 'all')).toEqual(paranhosExample());
  });

  test('[fixtures] a product breaking its schema fails, naming the file and field', async () => {
    const dir = await writeTestFixtures();
    await editJson(join(dir, 'products', `${PERMANENT_CERTIFICATE_ID}.json`), (product: { options: object[] }) => ({
      ...product,
      options: [{ ...product.options[0], index: 'one' }],
    }));

    await expect(loadFixtures(dir)).rejects.toThrow(
      new FixtureError(`${join(basename(dir), 'products', `${PERMANENT_CERTIFICATE_ID}.json`)}: /options/0/index must be integer`),
    );
  });

  test('[fixtures] a file that is not JSON fails, naming the file', async () => {
    const dir = await writeTestFixtures();
    await writeFile(join(dir, 'stores.json'), '[{');

    await expect(loadFixtures(dir)).rejects.toThrow(/stores\.json: /);
  });

  test('[fixtures] stores.json must have an entry for every store id', async () => {
    const dir = await writeTestFixtures();
    await editJson(join(dir, 'stores.json'), (stores: { store_id: number }[]) => stores.filter((s) => s.store_id !== 23));

    await expect(loadFixtures(dir)).rejects.toThrow(/stores\.json: no entry for store 23/);
  });

  test('[fixtures] stores.json may not name an unknown store', async () => {
    const dir = await writeTestFixtures();
    await editJson(join(dir, 'stores.json'), (stores: { store_id: number }[]) => [...stores, { ...stores[0], store_id: 99 }]);

    await expect(loadFixtures(dir)).rejects.toThrow(/stores\.json: \/15\/store_id 99 is unknown or repeated/);
  });

  test('[fixtures] a product file is named after its product_id', async () => {
    const dir = await writeTestFixtures();
    await editJson(join(dir, 'products', `${PERMANENT_CERTIFICATE_ID}.json`), (product: object) => ({ ...product, product_id: '1' }));

    await expect(loadFixtures(dir)).rejects.toThrow(`${PERMANENT_CERTIFICATE_ID}.json: /product_id 1 does not match the file name`);
  });

  test('[fixtures] every named scenario needs a file', async () => {
    const dir = await writeTestFixtures();
    await rm(join(dir, 'scenarios', `${SCENARIOS.emptyCart}.json`));

    await expect(loadFixtures(dir)).rejects.toThrow(/scenarios: no file for scenario empty-cart/);
  });

  test('[fixtures] a scenario file must be one of SCENARIOS', async () => {
    const dir = await writeTestFixtures();
    await writeFile(join(dir, 'scenarios', 'surprise.json'), '{}');

    await expect(loadFixtures(dir)).rejects.toThrow(/surprise\.json: not a scenario named in SCENARIOS/);
  });

  test('[fixtures] a Portuguese company whose NIPC breaks PortugueseCompaniesFixture fails, naming the file and field', async () => {
    const dir = await writeTestFixtures();
    await editJson(join(dir, 'pt', 'companies.json'), (companies: object[]) => [{ ...companies[0], nipc: '12345' }]);

    await expect(loadFixtures(dir)).rejects.toThrow(new RegExp(`${join('pt', 'companies.json')}: /0/nipc `));
  });
});
