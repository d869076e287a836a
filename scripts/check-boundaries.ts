/**
 * Architecture checks ESLint does not do for us (STYLE.md):
 * - file and folder names are kebab-case;
 * - client imports flow one way: shared code (api, i18n, lib, stores, ui, wizard, testing) -> features -> app,
 *   and a feature never imports another feature;
 * - nobody outside contracts/ declares a TypeBox schema (schemas live only in contracts/).
 * Prints every violation and exits 1 if there is any.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const roots = ['client', 'fake-server', 'contracts', 'e2e', 'scripts', 'fixtures'];
const skip = new Set(['node_modules', 'dist', 'pacts', 'test-results', 'playwright-report', 'test-reports']);
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;
const SHARED = ['api', 'i18n', 'lib', 'stores', 'ui', 'wizard', 'testing'];

const problems: string[] = [];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skip.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    const rel = relative(root, path);
    const isFixtureData = rel.startsWith(`fixtures${sep}`) && /\.json$/.test(name);
    if (!kebab.test(name) && !isFixtureData && name !== 'README.md' && name !== 'ATTRIBUTION.md') {
      problems.push(`${rel}: name is not kebab-case`);
    }
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The client layer a file belongs to: 'app', 'feature:<name>', 'shared' or 'entry'. */
function layerOf(file: string): string {
  const parts = relative(join(root, 'client', 'src'), file).split(sep);
  if (parts[0] === 'features') return `feature:${parts[1]}`;
  if (parts[0] === 'app') return 'app';
  if (parts[0] && SHARED.includes(parts[0])) return 'shared';
  return 'entry';
}

const files = roots.flatMap((dir) => walk(join(root, dir)));
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

for (const file of files.filter((f) => /\.(ts|tsx)$/.test(f))) {
  const source = readFileSync(file, 'utf8');
  const rel = relative(root, file);

  if (!rel.startsWith(`contracts${sep}`) && /\bType\.(Object|String|Integer|Union|Array)\(/.test(source)) {
    problems.push(`${rel}: declares a TypeBox schema; schemas belong in contracts/`);
  }

  if (!rel.startsWith(`client${sep}src${sep}`)) continue;
  const from = layerOf(file);
  for (const [, spec] of source.matchAll(importPattern)) {
    if (!spec) continue;
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(join(root, 'client', 'src'))) continue;
    const to = layerOf(target);
    const allowed =
      from === to ||
      to === 'shared' ||
      (from === 'app' && to.startsWith('feature:')) ||
      (from === 'entry' && (to === 'app' || to === 'shared'));
    if (!allowed) problems.push(`${rel}: ${from} must not import ${to} (${spec})`);
  }
}

if (problems.length > 0) {
  console.error(`Boundary check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Boundary check: ${files.length} files, kebab-case names, one-way imports, schemas only in contracts.`);
