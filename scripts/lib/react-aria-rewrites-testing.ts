import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withRewrites } from './react-aria-rewrites.ts';

/** What the tests of react-aria-rewrites.ts share: the installed modules, as installed and as the build rewrites them. */

/** A module's file under node_modules. */
export const installedFile = (path: string): string => join(import.meta.dirname, '../../node_modules', path);

/**
 * An installed module as the build reads it, and as the build rewrites it: a module no rewrite is about would have no
 * rewritten code, and fail the test.
 */
export function installedModule(path: string): { id: string; code: string; cheap: string } {
  const id = installedFile(path);
  const code = readFileSync(id, 'utf8');
  const cheap = withRewrites(code, id);
  if (cheap === null) throw new Error(`no rewrite is about ${path}`);
  return { id, code, cheap };
}

/**
 * A module's code evaluated from a file beside `id` (removed again), as the browser would evaluate the build's: its
 * relative imports, and the module state they hold, are the installed ones.
 */
export async function evaluatedBeside<Module>(id: string, code: string, name: string): Promise<Module> {
  const file = join(dirname(id), `.react-aria-rewrites-test-${basename(id, '.mjs')}-${name}-${process.pid}.mjs`);
  writeFileSync(file, code);
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Module;
  } finally {
    rmSync(file, { force: true });
  }
}
