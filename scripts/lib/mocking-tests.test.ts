import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MOCKING_COMPONENT_TESTS, SERVER_RENDERING_TESTS } from './mocking-tests.ts';

const ROOT = join(import.meta.dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

describe('test isolation', () => {
  test('[tests] every test file that calls vi.mock runs isolated: it is listed in MOCKING_COMPONENT_TESTS, and only those are', () => {
    const mocking = ['client', 'fake-server', 'contracts', 'scripts']
      .flatMap((dir) => testFiles(join(ROOT, dir)))
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(join(ROOT, file), 'utf8')) && !file.endsWith('mocking-tests.test.ts'))
      .sort();

    expect(mocking).toEqual([...MOCKING_COMPONENT_TESTS].sort());
  });

  test('[tests] every test file that renders with react-dom/server runs isolated: it is listed in SERVER_RENDERING_TESTS, and only those are', () => {
    const serverRendering = testFiles(join(ROOT, 'client'))
      .filter((file) => /from '(react-dom\/(server|static)[^']*|[./]+\/entry-server\.tsx)'/.test(readFileSync(join(ROOT, file), 'utf8')))
      .sort();

    expect(serverRendering).toEqual([...SERVER_RENDERING_TESTS].sort());
  });
});
