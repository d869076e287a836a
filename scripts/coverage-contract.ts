/**
 * `npm run coverage:contract`: every endpoint (the contract table, spec 7, and the admin API) × which tests cover it:
 * unit (test files naming it), pact (interactions calling it), e2e (calls the fake server recorded during the last
 * e2e run, FAKE_CALL_LOG) and fuzz (requests the fuzz test sent, test-reports/fuzz.json). Prints the matrix and the
 * empty cells; exits non-zero when a spec-7 endpoint has no pact (the same rule as the pact provider test's gate).
 * `--files` lists the unit test files per endpoint. Reads what the last runs left; runs nothing but the pact
 * consumer tests when the pact file is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { pactFileIn } from '#contracts/testing/pact-states.ts';
import { endpointsWithoutInteraction, interactionCalls, readPactFile } from '../fake-server/test/pact/provider.ts';
import { ROOT } from './lib/serve-build.ts';

export const E2E_CALL_LOG = join(ROOT, 'test-reports/e2e-calls.log');
export const FUZZ_REPORT = join(ROOT, 'test-reports/fuzz.json');

interface Row {
  name: string;
  method: string;
  path: string;
  /** The endpoint's own references: `endpoints.<name>`, `endpointRoutes.<name>`, its client API module, its path. */
  needles: RegExp[];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
/** `text` as a whole name: not followed by a letter (`addgeneric` does not match `addgenericWithAssociation`). */
const whole = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`);
/** The path up to its first parameter, as tests write it in a string or a template. */
const pathNeedle = (path: string) => whole(path.split(':')[0]?.replace(/\/$/, '') ?? path);

export function matrixRows(): Row[] {
  const contract = Object.entries(endpoints).map(([name, endpoint]) => ({
    name,
    method: endpoint.method,
    path: endpoint.path,
    needles: [whole(`endpoints.${name}`), whole(`endpointRoutes.${name}`), whole(`api/${kebab(name)}`), pathNeedle(endpoint.path)],
  }));
  const admin = Object.entries(adminEndpoints).map(([name, endpoint]) => ({
    name: `admin.${name}`,
    method: endpoint.method,
    path: endpoint.path,
    needles: [whole(`adminEndpoints.${name}`), pathNeedle(endpoint.path)],
  }));
  return [...contract, ...admin];
}

/** Test files of the unit, component and server projects; the pact and fuzz tests have their own columns. */
function unitTestFiles(): string[] {
  const files: string[] = [];
  for (const dir of ['client/src', 'fake-server/test', 'contracts', 'scripts']) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      const file = join(dir, entry);
      if (/\.test\.tsx?$/.test(file) && !file.endsWith('.pact.test.ts') && !file.includes('/fuzz/') && !file.includes('node_modules'))
        files.push(file);
    }
  }
  return files;
}

function main(): void {
  const showFiles = process.argv.includes('--files');
  const rows = matrixRows();
  const sources = unitTestFiles().map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

  const pactFile = pactFileIn(process.env.PACT_DIR ?? join(ROOT, 'contracts/pacts'));
  if (!existsSync(pactFile)) {
    console.log(`No pact at ${relative(ROOT, pactFile)}: running the consumer tests (npx vitest run --project pact-consumer)…`);
    spawnSync('npx', ['vitest', 'run', '--project', 'pact-consumer'], { cwd: ROOT, stdio: 'inherit' });
  }
  const pact = readPactFile(pactFile);
  const e2eCalls = existsSync(E2E_CALL_LOG) ? readFileSync(E2E_CALL_LOG, 'utf8').split('\n') : undefined;
  const fuzz = existsSync(FUZZ_REPORT)
    ? (JSON.parse(readFileSync(FUZZ_REPORT, 'utf8')) as { endpoints: Record<string, { requests: number }> }).endpoints
    : undefined;

  const EMPTY = '—';
  const table = rows.map((row) => {
    const unitFiles = sources.filter(({ text }) => row.needles.some((needle) => needle.test(text))).map(({ file }) => file);
    const interactions = pact.interactions.filter((interaction) => interactionCalls(interaction, row)).length;
    const e2e = e2eCalls?.filter((line) => line.startsWith(`${row.method} ${row.path} `)).length;
    const fuzzed = fuzz?.[row.name]?.requests;
    return {
      row,
      unitFiles,
      cells: [
        `${row.method} ${row.path}`,
        unitFiles.length === 0 ? EMPTY : `${unitFiles.length} files`,
        row.name.startsWith('admin.') && interactions === 0 ? 'n/a' : interactions === 0 ? EMPTY : `${interactions} interactions`,
        e2e === undefined ? 'not recorded' : e2e === 0 ? EMPTY : `${e2e} calls`,
        fuzzed === undefined ? (fuzz === undefined ? 'not recorded' : EMPTY) : `${fuzzed} requests`,
      ],
    };
  });

  const header = ['endpoint', 'route', 'unit', 'pact', 'e2e', 'fuzz'];
  const lines = table.map(({ row, cells }) => [row.name, ...cells]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
  if (showFiles) for (const { row, unitFiles } of table) console.log(`${row.name}: ${unitFiles.join(', ') || EMPTY}`);

  const empty = lines.flatMap((line) =>
    header.slice(2).flatMap((title, index) => (line[index + 2] === EMPTY ? [`${line[0]} × ${title}`] : [])),
  );
  console.log(`\n${empty.length} empty cells${empty.length === 0 ? '' : `: ${empty.join(', ')}`}`);
  if (e2eCalls === undefined)
    console.log(`e2e: no ${relative(ROOT, E2E_CALL_LOG)} (run npm run test:e2e: playwright.config.ts records the calls)`);
  if (fuzz === undefined)
    console.log(`fuzz: no ${relative(ROOT, FUZZ_REPORT)} (run npx vitest run --project server fake-server/test/fuzz)`);

  const withoutPact = endpointsWithoutInteraction(pact);
  if (withoutPact.length > 0) {
    console.log(`Spec-7 endpoints without a pact: ${withoutPact.join(', ')}`);
    process.exitCode = 1;
  }
}

main();
