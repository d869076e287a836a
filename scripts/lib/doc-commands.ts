import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The commands the docs show, for scripts/docs-commands.test.ts: the lines of fenced shell blocks and the inline code
 * spans that start with a command (`npm …`, `npx …`, `node …`, `.ci/run`, optionally after `NAME=value` settings).
 */
export interface DocCommand {
  /** The doc it is in, relative to the repository root. */
  doc: string;
  /** As written, e.g. `HOST=0.0.0.0 npm start`. */
  text: string;
  /** The environment variables it sets first. */
  env: string[];
  /** The words of the command itself, quotes removed. */
  words: string[];
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-reports', 'test-results', 'screenshots', 'playwright-report']);

/** The Markdown files that document the project: every README, CONTRIBUTING.md and all of docs/. */
export function docFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.filter((doc) => doc === 'CONTRIBUTING.md' || doc.endsWith('README.md') || doc.startsWith('docs/')).sort();
}

const SHELL_FENCE = /^```(?:sh|bash|shell|console)?\s*$/;
const COMMAND_START = /^(?:[A-Z][A-Z0-9_]*=\S+\s+)*(?:(?:npm|npx|node)\s|\.ci\/run$)/;

/** Splits a command line into words, keeping a quoted value whole (`A="x y"`). */
export function words(line: string): string[] {
  return [...line.matchAll(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g)].map(([word]) => word.replace(/["']/g, ''));
}

function parse(doc: string, text: string): DocCommand {
  const all = words(text);
  const settings = all.findIndex((word) => !/^[A-Z][A-Z0-9_]*=/.test(word));
  const env = all.slice(0, settings).map((word) => word.slice(0, word.indexOf('=')));
  return { doc, text, env, words: all.slice(settings) };
}

/** Every command `markdown` shows, each `a && b` as two. */
export function commandsIn(doc: string, markdown: string): DocCommand[] {
  const found: string[] = [];
  let fence: 'shell' | 'other' | null = null;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      fence = fence !== null ? null : SHELL_FENCE.test(line) ? 'shell' : 'other';
      continue;
    }
    if (fence === 'shell') {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command !== '' && !command.startsWith('#')) found.push(command);
    } else if (fence === null) {
      for (const [, span] of line.matchAll(/`([^`]+)`/g)) if (span !== undefined && COMMAND_START.test(span)) found.push(span);
    }
  }
  return found.flatMap((command) => command.split(/\s+&&\s+/)).map((command) => parse(doc, command.trim()));
}
