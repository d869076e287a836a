import { pathToFileURL } from 'node:url';
import type { writeFileAtomic as WriteFileAtomic } from '../../src/state/atomic-write.ts';

/*
 * The child process the crash test kills (atomic-write.test.ts): it writes state after state with
 * writeFileAtomic as fast as it can, each larger or smaller than the last, until it is killed. The test
 * compiles this file and atomic-write.ts to plain JavaScript and runs them with `node`, which starts in
 * about a tenth of the time `node --import tsx` takes, so the test can kill many children in a few seconds.
 * Usage: node endless-state-writer.mjs <compiled atomic-write.mjs> <target file>
 */

/**
 * The n-th state the child writes: 20 KB to 700 KB of JSON, its content a function of n, so a reader can tell it whole.
 * Cheap to make (one repeat), so the child spends its time writing, where a kill can tear a file that is not written atomically.
 */
export function stateOfWrite(n: number): string {
  return JSON.stringify({ write: n, content: `${n};`.repeat(5_000 + (n % 7) * 20_000) });
}

async function writeForever(modulePath: string, target: string): Promise<never> {
  const { writeFileAtomic } = (await import(pathToFileURL(modulePath).href)) as { writeFileAtomic: typeof WriteFileAtomic };
  for (let n = 1; ; n += 1) {
    await writeFileAtomic(target, stateOfWrite(n));
    // The first state is on disk: from now on the target always holds a whole state.
    if (n === 1) process.stdout.write('writing\n');
  }
}

const [, script, modulePath, target] = process.argv;
if (script !== undefined && import.meta.url === pathToFileURL(script).href && modulePath !== undefined && target !== undefined) {
  await writeForever(modulePath, target);
}
