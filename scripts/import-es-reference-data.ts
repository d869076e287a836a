/**
 * Copies the Spanish reference data the fake backend needs from ../shared/data into fixtures/es/,
 * trimmed to the fields it uses (see fixtures/es/ATTRIBUTION.md for the source, licence and date).
 * Run from the repository root: `node --import tsx scripts/import-es-reference-data.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const source = resolve(root, '..', 'shared', 'data');

interface SourceMunicipality {
  code: string;
  name: string;
  display_name: string;
  province_code: string;
}
interface SourceProvince {
  code: string;
  name: string;
  display_name: string;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(resolve(source, file), 'utf8')) as T;

/** One JSON value per line: diffs stay readable and the file stays small. */
const jsonLines = (rows: unknown[]) => `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;

const municipalities = read<SourceMunicipality[]>('es_municipalities.json').map(({ code, name, display_name, province_code }) => ({
  code,
  name,
  display_name,
  province_code,
}));
const provinces = read<SourceProvince[]>('es_provinces.json').map(({ code, name, display_name }) => ({ code, name, display_name }));

writeFileSync(resolve(root, 'fixtures/es/municipalities.json'), jsonLines(municipalities));
writeFileSync(resolve(root, 'fixtures/es/provinces.json'), jsonLines(provinces));
console.log(`fixtures/es: ${municipalities.length} municipalities, ${provinces.length} provinces`);
