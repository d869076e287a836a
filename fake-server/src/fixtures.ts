import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import type { Static, TSchema } from 'typebox';
import { SCENARIOS, type ScenarioName } from '#contracts/fake-backend/admin.ts';
import { compiledCheck } from './compilers.ts';
import { ProductFixture, ScenarioFixture, StoresFixture, type StoreFixture } from './file-schemas/fixtures.ts';
import { STORE_IDS, type StoreId } from '#contracts/constants/stores.ts';
import { loadSpainData, type SpainData } from './spain/spain-data.ts';
import { loadPortugalData, type PortugalData } from './portugal/portugal-data.ts';

/** What the fake backend knows, loaded once from fixtures/ and checked against fake-server/src/file-schemas/fixtures.ts. */
export interface Fixtures {
  stores: Readonly<Record<StoreId, StoreFixture>>;
  /** By product id. */
  products: ReadonlyMap<string, ProductFixture>;
  scenarios: Readonly<Record<ScenarioName, ScenarioFixture>>;
  /** fixtures/es/: municipalities with their registry offices, and companies. */
  spain: SpainData;
  /** fixtures/pt/: parishes (search and lookup by code) and companies. */
  portugal: PortugalData;
}

/** A fixture file that is missing, unreadable or breaks its schema; the message names the file and field. */
export class FixtureError extends Error {
  override name = 'FixtureError';
}

export async function loadFixtures(dir: string): Promise<Fixtures> {
  const shown = (file: string) => relative(dirname(dir), file);

  async function readChecked<S extends TSchema>(file: string, schema: S): Promise<Static<S>> {
    let value: unknown;
    try {
      value = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new FixtureError(`${shown(file)}: ${(error as Error).message}`);
    }
    const check = compiledCheck(schema);
    if (!check.Check(value)) {
      const [first] = check.Errors(value);
      throw new FixtureError(`${shown(file)}: ${first?.instancePath || '/'} ${first?.message ?? 'is invalid'}`);
    }
    return value;
  }

  async function jsonFilesIn(folder: string): Promise<string[]> {
    try {
      return (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
    } catch (error) {
      throw new FixtureError(`${shown(folder)}: ${(error as Error).message}`);
    }
  }

  const storesFile = join(dir, 'stores.json');
  const storeList = await readChecked(storesFile, StoresFixture);
  const stores = new Map<number, StoreFixture>();
  for (const [index, store] of storeList.entries()) {
    if (!(STORE_IDS as readonly number[]).includes(store.store_id) || stores.has(store.store_id)) {
      throw new FixtureError(`${shown(storesFile)}: /${index}/store_id ${store.store_id} is unknown or repeated`);
    }
    stores.set(store.store_id, store);
  }
  const missingStores = STORE_IDS.filter((id) => !stores.has(id));
  if (missingStores.length > 0) {
    throw new FixtureError(`${shown(storesFile)}: no entry for store ${missingStores.join(', ')}`);
  }

  const products = new Map<string, ProductFixture>();
  const productsDir = join(dir, 'products');
  for (const name of await jsonFilesIn(productsDir)) {
    const file = join(productsDir, name);
    const product = await readChecked(file, ProductFixture);
    if (product.product_id !== basename(name, '.json')) {
      throw new FixtureError(`${shown(file)}: /product_id ${product.product_id} does not match the file name`);
    }
    products.set(product.product_id, product);
  }

  const scenarios = new Map<string, ScenarioFixture>();
  const scenariosDir = join(dir, 'scenarios');
  const scenarioNames: readonly string[] = Object.values(SCENARIOS);
  for (const name of await jsonFilesIn(scenariosDir)) {
    const file = join(scenariosDir, name);
    if (!scenarioNames.includes(basename(name, '.json'))) {
      throw new FixtureError(`${shown(file)}: not a scenario named in SCENARIOS (contracts/src/fake-backend/admin.ts)`);
    }
    scenarios.set(basename(name, '.json'), await readChecked(file, ScenarioFixture));
  }
  const missingScenarios = scenarioNames.filter((name) => !scenarios.has(name));
  if (missingScenarios.length > 0) {
    throw new FixtureError(`${shown(scenariosDir)}: no file for scenario ${missingScenarios.join(', ')}`);
  }

  const spain = await loadSpainData((file, schema) => readChecked(join(dir, 'es', file), schema));
  const portugal = await loadPortugalData((file, schema) => readChecked(join(dir, 'pt', file), schema));

  // Both maps were just checked to hold every store id and every scenario name.
  return {
    spain,
    portugal,
    stores: Object.fromEntries(stores) as Record<StoreId, StoreFixture>,
    products,
    scenarios: Object.fromEntries(scenarios) as Record<ScenarioName, ScenarioFixture>,
  };
}
