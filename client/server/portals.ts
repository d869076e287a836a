import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parsePortals, type Portals } from '#contracts/api/portals.ts';

/** The portals of the 15 demo stores (the fake backend's fixtures/stores.json), so a fresh clone serves every store. */
export const DEFAULT_PORTALS_FILE = fileURLToPath(new URL('./portals.json', import.meta.url));

/**
 * Reads and checks a portals file (contracts/src/api/portals.ts) at start-up. Every failure (unreadable file, bad JSON,
 * a field the schema refuses, a host listed twice, no default portal) throws an Error whose message starts with the file.
 */
export async function loadPortals(file: string): Promise<Portals> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  return parsePortals(json, file);
}
