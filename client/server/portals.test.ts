import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { portalForHost, type PortalSettings } from '#contracts/api/portals.ts';
import { STORE_IDS } from '#contracts/constants/stores.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from './portals.ts';

/** An entry of the fake backend's fixtures/stores.json: a store's branding, without the card key every store shares. */
type StoreFixture = { store_id: number } & Omit<PortalSettings, 'cardProviderPublicKey'>;

const storesFile = new URL('../../fixtures/stores.json', import.meta.url);

describe('the shipped portals file', () => {
  test('[server portals] loads, with one portal per demo store', async () => {
    const portals = await loadPortals(DEFAULT_PORTALS_FILE);
    expect(portals.portals.map((portal) => portal.store_id).sort((a, b) => a - b)).toEqual([...STORE_IDS]);
  });

  test("[server portals] gives each store the fake backend's branding, so pages look the same through either server", async () => {
    const portals = await loadPortals(DEFAULT_PORTALS_FILE);
    const stores = JSON.parse(await readFile(storesFile, 'utf8')) as StoreFixture[];
    for (const { store_id, ...branding } of stores) {
      const portal = portals.portals.find((candidate) => candidate.store_id === store_id);
      // The fake backend answers every store with the contract example's card key.
      expect(portal?.settings, `store ${store_id}`).toEqual({ ...branding, cardProviderPublicKey: configExample().cardProviderPublicKey });
    }
  });

  test('[server portals] answers store<id>.localhost with that store, and localhost, 127.0.0.1 or an unknown host with store 14', async () => {
    const portals = await loadPortals(DEFAULT_PORTALS_FILE);
    for (const storeId of STORE_IDS) expect(portalForHost(portals, `store${storeId}.localhost:4173`).store_id).toBe(storeId);
    for (const host of ['localhost:4173', '127.0.0.1:4173', 'unknown.example', undefined]) {
      expect(portalForHost(portals, host).store_id, String(host)).toBe(14);
    }
  });
});

/** The message loadPortals rejects with. */
async function failure(file: string): Promise<string> {
  try {
    await loadPortals(file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${file} loaded`);
}

describe('loadPortals', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portals-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('[server portals] reports a file that is not JSON with its name', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{ "portals": [');
    const message = await failure(file);
    expect(message.startsWith(`${file}: `), message).toBe(true);
    expect(message).toContain('JSON');
  });

  test('[server portals] reports a missing file with its name', async () => {
    const file = join(dir, 'missing.json');
    const message = await failure(file);
    expect(message.startsWith(`${file}: `), message).toBe(true);
    expect(message).toContain('ENOENT');
  });

  test('[server portals] reports a field the portals file refuses with the file name and its path', async () => {
    const file = join(dir, 'unknown-store.json');
    const shipped = JSON.parse(await readFile(DEFAULT_PORTALS_FILE, 'utf8')) as { portals: { store_id: number }[] };
    Object.assign(shipped.portals[2] ?? {}, { store_id: 99 });
    await writeFile(file, JSON.stringify(shipped));
    expect(await failure(file)).toBe(`${file}: /portals/2/store_id must be one of ${STORE_IDS.join(', ')}`);
  });
});
