import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import vitestConfig from '../vitest.config.ts';
import { EXTENDABLE_DIRECTIVES } from '../contracts/src/constants/csp.ts';
import { type DocCommand, commandsIn, docFiles } from './lib/doc-commands.ts';

/**
 * Every command the docs show runs, so the docs cannot drift from the code (issue 26). The docs are every README,
 * CONTRIBUTING.md and docs/ (decision records included). What "runs" means, by kind, in a few seconds:
 *
 * - `npm ci`: the lock file it installs from is there.
 * - `npm start`, `npm test`, `npm run X [-- options]`: X is a script of package.json; each step of the script runs a file
 *   that exists and parses (`node --import tsx scripts/test.ts`) or a tool that is installed (`vite build`), and each
 *   `--option` given after `--` is one the script's file reads. The script itself is not run: `npm test` and
 *   `npm start` take minutes and ports, and CI runs `npm test` anyway.
 * - `node [flags] FILE`: the file exists and parses; without a file, `node [flags] --version` runs (node refuses an
 *   unknown flag).
 * - `npx vitest run|list [--project P] [paths]`: each project exists and each path holds a test file of one of them.
 * - `npx playwright test [paths]`: each path exists.
 * - `npx TOOL …`: TOOL is installed and `TOOL --version` runs.
 * - `.ci/run`: it is executable and bash parses it.
 * - `NAME=value` before a command: the code reads NAME.
 * Only commands that need a running server (`curl`) are not checked; they are named in NEEDS_A_SERVER.
 */
const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

const docs = docFiles(root);
const commands = docs.flatMap((doc) => commandsIn(doc, readFileSync(join(root, doc), 'utf8')));
const NEEDS_A_SERVER = ['curl'];

/** The code of the repository (not the docs), to find the names a doc says the code reads. */
const code = (() => {
  const texts: string[] = [readFileSync(join(root, '.ci/run'), 'utf8')];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || ['node_modules', 'dist', 'test-reports', 'test-results'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:ts|tsx|js|mjs)$/.test(entry.name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  // Names the code builds rather than writes: CSP_SCRIPT_SRC … from the directives a deploy may widen.
  texts.push(EXTENDABLE_DIRECTIVES.map((directive) => `CSP_${directive.toUpperCase().replace(/-/g, '_')}`).join(' '));
  return texts.join('\n');
})();

/** What git ignores: made by a command (`contracts/pacts/`, `dist/`), so a doc may name it before it exists. */
const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line !== '' && !line.startsWith('#'));

function parseErrors(file: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(readFileSync(join(root, file), 'utf8'), { fileName: file, reportDiagnostics: true });
  return diagnostics.map((diagnostic) => `${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

const installed = (tool: string): boolean => existsSync(join(root, 'node_modules', '.bin', tool));

/** What is wrong with one step of a package.json script (`node --import tsx FILE …`, `vite build`, `npm run X`). */
function scriptStepProblems(step: string, options: string[]): string[] {
  const [tool, ...rest] = step.trim().split(/\s+/);
  if (tool === undefined) return [];
  if (tool === 'npm') return rest[0] === 'run' && rest[1] !== undefined ? npmScriptProblems(rest[1], []) : [];
  if (tool === 'node') {
    const file = rest.find((word) => /\.(?:ts|js|mjs)$/.test(word));
    if (file === undefined) return []; // node -e "…": inline code, run by the script itself
    if (!existsSync(join(root, file))) return [`${file} does not exist`];
    const source = readFileSync(join(root, file), 'utf8');
    const unread = options.filter(
      (option) => !source.includes(`'${option}'`) && !source.includes(`${option}:`) && !source.includes(`--${option}`),
    );
    return [...parseErrors(file), ...unread.map((option) => `${file} reads no --${option}`)];
  }
  return installed(tool) ? [] : [`${tool} is not installed`];
}

function npmScriptProblems(name: string, args: string[]): string[] {
  const script = packageJson.scripts[name];
  if (script === undefined) return [`package.json has no script "${name}"`];
  const options = args.filter((word) => word.startsWith('--')).map((word) => word.slice(2).split('=')[0] ?? '');
  return script.split(/\s+&&\s+/).flatMap((step) => scriptStepProblems(step, options));
}

function vitestProblems(args: string[]): string[] {
  const projects = (vitestConfig.test?.projects ?? []) as { test?: { name?: string; include?: string[]; exclude?: string[] } }[];
  const wanted = args.flatMap((word, index) =>
    args[index - 1] === '--project' ? [word] : word.startsWith('--project=') ? [word.slice(10)] : [],
  );
  const paths = args.filter((word, index) => index > 0 && !word.startsWith('-') && args[index - 1] !== '--project');
  const chosen = projects.filter(({ test }) => wanted.length === 0 || wanted.includes(test?.name ?? ''));
  const problems = wanted
    .filter((name) => !projects.some(({ test }) => test?.name === name))
    .map((name) => `vitest has no project "${name}"`);
  for (const path of paths) {
    const files = testFilesUnder(path);
    const matched = files.some((file) =>
      chosen.some(
        ({ test }) =>
          (test?.include ?? []).some((glob) => globToRegExp(glob).test(file)) &&
          !(test?.exclude ?? []).some((glob) => globToRegExp(glob).test(file)),
      ),
    );
    if (!matched) problems.push(`no test file under ${path} is in ${wanted.join(', ') || 'any project'}`);
  }
  return problems;
}

function testFilesUnder(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative(root, full)];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(full, file)));
}

/** A vitest include glob (`{a,b}/**\/*.test.ts`, `client/src/x.test.tsx`) as a regular expression. */
function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index] ?? '';
    if (glob.startsWith('**/', index)) {
      pattern += '(?:.*/)?';
      index += 2;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '{') pattern += '(?:';
    else if (char === '}') pattern += ')';
    else if (char === ',') pattern += '|';
    else pattern += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** What is wrong with a command a doc shows; commands that run something (a tool's --version) are awaited. */
async function problemsOf({ env, words }: DocCommand): Promise<string[]> {
  const unread = env.filter((name) => !new RegExp(`\\b${name}\\b`).test(code)).map((name) => `the code reads no ${name}`);
  const [tool, first, ...rest] = words;
  const problems = await (async (): Promise<string[]> => {
    if (tool === '.ci/run') {
      accessSync(join(root, '.ci/run'), constants.X_OK);
      await run('bash', ['-n', join(root, '.ci/run')]);
      return [];
    }
    if (tool === 'npm') {
      if (first === 'ci' || first === 'install') return existsSync(join(root, 'package-lock.json')) ? [] : ['no package-lock.json'];
      if (first === 'start' || first === 'test') return npmScriptProblems(first, rest.slice(rest.indexOf('--') + 1));
      if (first === 'run' && rest[0] !== undefined)
        return npmScriptProblems(rest[0], rest.includes('--') ? rest.slice(rest.indexOf('--') + 1) : []);
      return [`unknown npm command "${words.join(' ')}"`];
    }
    if (tool === 'node') {
      const file = words.find((word) => /\.(?:ts|js|mjs)$/.test(word));
      if (file !== undefined) return existsSync(join(root, file)) ? parseErrors(file) : [`${file} does not exist`];
      await run(process.execPath, [...words.slice(1), '--version'], { cwd: root, timeout: 10_000 });
      return [];
    }
    if (tool === 'npx' && first === 'vitest') return vitestProblems(rest);
    if (tool === 'npx' && first === 'playwright')
      return rest.filter((word) => word.startsWith('e2e/') && !existsSync(join(root, word))).map((path) => `${path} does not exist`);
    if (tool === 'npx' && first !== undefined) {
      if (!installed(first)) return [`${first} is not installed`];
      await run(join(root, 'node_modules', '.bin', first), ['--version'], { cwd: root, timeout: 20_000 });
      return [];
    }
    return NEEDS_A_SERVER.includes(tool ?? '')
      ? []
      : [`the test does not know how to run "${words.join(' ')}": teach it or change the doc`];
  })();
  return [...unread, ...problems];
}

describe('[docs] every command the docs show runs', { timeout: 60_000 }, () => {
  test('[docs] the docs show the commands a newcomer needs', () => {
    const readme = commands.filter(({ doc }) => doc === 'README.md').map(({ words }) => words.join(' '));
    expect(readme).toEqual(expect.arrayContaining(['npm ci', 'npm start', 'npm test']));
    expect(docs).toEqual(expect.arrayContaining(['CONTRIBUTING.md', 'fixtures/README.md', 'docs/decisions/README.md']));
  });

  test('[docs] each command names what exists and its cheap form runs', async () => {
    const unique = [...new Map(commands.map((command) => [`${command.env.join(' ')} ${command.words.join(' ')}`, command])).values()];
    const outcomes = await Promise.all(
      unique.map(async (command) => {
        const problems = await problemsOf(command).catch((error: unknown) => [String(error)]);
        return problems.map((problem) => `${command.doc}: \`${command.text}\`: ${problem}`);
      }),
    );
    expect(outcomes.flat()).toEqual([]);
  });

  test('[docs] every setting a doc names in capitals is read by the code', () => {
    const named = docs
      .filter((doc) => !doc.startsWith('docs/decisions/'))
      .flatMap((doc) =>
        [...readFileSync(join(root, doc), 'utf8').matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|HOST|PORT)(?:=[^`]*)?`/g)].map(([, name]) => ({
          doc,
          name: name ?? '',
        })),
      );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ name }) => !new RegExp(`\\b${name}\\b`).test(code)).map(({ doc, name }) => `${doc}: ${name}`)).toEqual([]);
  });

  test('[docs] every link and root path in the guides leads to a file', () => {
    const guides = docs.filter((doc) => !doc.startsWith('docs/decisions/0'));
    const broken = guides.flatMap((doc) => {
      const text = readFileSync(join(root, doc), 'utf8');
      const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map(([, target]) => target ?? '')
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(root, dirname(doc), target)));
      const paths = [...text.matchAll(/`((?:client|contracts|fake-server|fixtures|e2e|scripts|docs)\/[\w./-]*)`/g)]
        .map(([, path]) => path ?? '')
        .filter((path) => !path.includes('NNN') && !ignored.some((entry) => path.startsWith(entry)))
        .filter((path) => !existsSync(join(root, path)) && !existsSync(join(root, dirname(doc), path)));
      return [...links, ...paths].map((target) => `${doc}: ${target}`);
    });
    expect(broken).toEqual([]);
  });

  test('[docs] the README names every feature folder', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const features = readdirSync(join(root, 'client/src/features'));
    expect(features.filter((feature) => !readme.includes(`| \`${feature}\` |`))).toEqual([]);
  });
});

describe('[docs] decision records', () => {
  const records = readdirSync(join(root, 'docs/decisions')).filter((file) => /^\d{3}-.*\.md$/.test(file));
  const numbers = new Set(records.map((file) => file.slice(0, 3)));
  const statusOf = (file: string): string =>
    /^Status: (.*?)\n\n/ms.exec(readFileSync(join(root, 'docs/decisions', file), 'utf8'))?.[1]?.replace(/\n/g, ' ') ?? '';
  /** The decisions a Status line says changed this one: `superseded by 012 (…), 028 (…) and 031 (…)`. */
  const laterOf = (status: string): string[] =>
    [...(/superseded by (.*)$/.exec(status)?.[1] ?? '').matchAll(/(?:^|, | and )(\d{3})\b/g)].map(([, n]) => n ?? '');

  test('[docs] every record has a Status line of the forms docs/decisions/README.md gives', () => {
    const form =
      /^(?:accepted \(\d{4}-\d{2}-\d{2}[^)]*\)(?:; (?:partly )?superseded by \d{3}.*)?|superseded by \d{3} \(\d{4}-\d{2}-\d{2}\).*)$/;
    expect(records.filter((file) => !form.test(statusOf(file)))).toEqual([]);
  });

  test('[docs] a decision is superseded only by a later one that exists, and the index says the same', () => {
    const index = readFileSync(join(root, 'docs/decisions/README.md'), 'utf8');
    for (const file of records) {
      const later = laterOf(statusOf(file));
      for (const number of later) {
        expect(numbers.has(number), `${file}: ${number}`).toBe(true);
        expect(Number(number), file).toBeGreaterThan(Number(file.slice(0, 3)));
      }
      const row = index.split('\n').find((line) => line.startsWith(`| [${file.slice(0, 3)}](${file})`));
      expect(row, file).toBeDefined();
      expect(
        [...(row?.split('|')[3] ?? '').matchAll(/\b(\d{3})\b/g)].map(([, n]) => n),
        file,
      ).toEqual(later);
    }
  });
});
