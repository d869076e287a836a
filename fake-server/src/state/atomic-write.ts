import { open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/*
 * Node built-ins only and no TypeScript-only syntax beyond types: the crash test compiles this file alone
 * and runs it in a plain `node` child it kills (fake-server/test/state/atomic-write.test.ts).
 */

/** The temporary file a process writes before renaming it over `target`: in the same folder, so the rename is atomic. */
export function temporaryPathOf(target: string, pid: number = process.pid): string {
  return `${target}.tmp-${pid}`;
}

/**
 * Writes `data` to `target` so that a reader, or a process killed at any moment (`kill -9`, a power cut
 * after the folder's fsync), sees either the whole old file or the whole new one, never part of either:
 * the data goes to a temporary file in the same folder, is flushed to disk (fsync), then renamed over
 * the target (rename replaces atomically on POSIX file systems and on NTFS), and the folder is flushed so
 * the rename itself is on disk. Folders cannot be opened for fsync on Windows; there that last step is skipped.
 */
export async function writeFileAtomic(target: string, data: string): Promise<void> {
  const temporary = temporaryPathOf(target);
  const file = await open(temporary, 'w', 0o600);
  try {
    await file.writeFile(data, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(target));
}

async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes the temporary files a killed writer left beside `target` (`<target>.tmp-<pid>`); they are never the state. */
export async function removeLeftTemporaries(target: string): Promise<void> {
  const prefix = `${basename(target)}.tmp-`;
  const folder = dirname(target);
  const names = await readdir(folder).catch(() => []);
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => rm(join(folder, name), { force: true })));
}
