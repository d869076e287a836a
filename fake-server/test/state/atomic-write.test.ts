import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { describe, expect, test } from 'vitest';
import { temporaryDir } from '../helpers/test-fixtures.ts';
import { stateOfWrite } from './endless-state-writer.ts';

const KILLS = 24;
const LANES = 2;
/** Spawning 24 children on a busy two-core machine: a few seconds, with room. */
const CRASH_TEST_MS = 30_000;

const source = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The TypeScript file as plain JavaScript in `dir`, for a `node` child without tsx. */
async function compiled(file: string, dir: string, name: string): Promise<string> {
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file);
  const path = join(dir, name);
  writeFileSync(path, code);
  return path;
}

/** Starts a writer, lets it write for a random few milliseconds once its first state is on disk, and kills it with SIGKILL. */
async function killMidWrite(writer: string, atomicWrite: string, target: string): Promise<void> {
  const child = spawn(process.execPath, [writer, atomicWrite, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the writer exited (${code}) before writing`)));
  });
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
  child.kill('SIGKILL');
  await exited;
}

describe('atomic write', () => {
  test(
    `[persistence] a writer killed with SIGKILL at random moments, ${KILLS} times, always leaves a whole state, never a torn file`,
    async () => {
      const dir = await temporaryDir('atomic-write-');
      const atomicWrite = await compiled(source('../../src/state/atomic-write.ts'), dir, 'atomic-write.mjs');
      const writer = await compiled(source('./endless-state-writer.ts'), dir, 'endless-state-writer.mjs');
      // Two lanes, each killing its own writers of its own file: the children mostly wait on the disk, so two at a time halve the wall time.
      let failed = false;
      const lane = async (target: string) => {
        const seen: number[] = [];
        for (let kill = 0; kill < KILLS / LANES && !failed; kill += 1) {
          await killMidWrite(writer, atomicWrite, target);
          const text = readFileSync(target, 'utf8');
          const write = Number(/^\{"write":(\d+),/.exec(text)?.[1]);
          // Whole and exactly the state of that write: not a mix of two, not cut short.
          const whole = text === stateOfWrite(write);
          failed ||= !whole;
          expect(whole, `after kill ${kill + 1} of ${target} the file is not a whole state (${text.length} characters)`).toBe(true);
          seen.push(write);
        }
        return seen;
      };
      const seen = (await Promise.all(Array.from({ length: LANES }, (_, index) => lane(join(dir, `state-${index}.json`))))).flat();

      expect(seen).toHaveLength(KILLS);
      // The children got past their first write (the kills landed among many writes, not before them),
      // and what a killed writer left half-written is only ever its temporary file.
      expect(Math.max(...seen)).toBeGreaterThan(1);
      for (const name of readdirSync(dir))
        expect(name).toMatch(/^(state-\d\.json(\.tmp-\d+)?|atomic-write\.mjs|endless-state-writer\.mjs)$/);
    },
    CRASH_TEST_MS,
  );
});
