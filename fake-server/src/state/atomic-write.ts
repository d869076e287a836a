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

/** Pieces of text are gathered up to this many characters before one write (a write per small piece costs a call each). */
const BATCH_CHARACTERS = 64 * 1024;

/**
 * Writes the pieces in batches. The event loop turns while each batch is written, so the code that makes the pieces
 * runs at most one batch's worth (plus one piece) at a time: a large state never blocks the loop for its whole length.
 */
async function writePieces(file: { write(text: string): Promise<unknown> }, pieces: Iterable<string>): Promise<void> {
  let batch: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    batch.push(piece);
    length += piece.length;
    if (length < BATCH_CHARACTERS) continue;
    await file.write(batch.length === 1 ? piece : batch.join(''));
    batch = [];
    length = 0;
  }
  if (length > 0) await file.write(batch.join(''));
}

/**
 * Writes `data` to `target` so that a reader, or a process killed at any moment (`kill -9`, a power cut
 * after the folder's fsync), sees either the whole old file or the whole new one, never part of either:
 * the data goes to a temporary file in the same folder, is flushed to disk (fsync), then renamed over
 * the target (rename replaces atomically on POSIX file systems and on NTFS), and the folder is flushed so
 * the rename itself is on disk. Folders cannot be opened for fsync on Windows; there that last step is skipped.
 * `data` may be the text, or its pieces in order (written in batches, the event loop turning between them).
 */
export async function writeFileAtomic(target: string, data: string | Iterable<string>): Promise<void> {
  const temporary = temporaryPathOf(target);
  const file = await open(temporary, 'w', 0o600);
  try {
    if (typeof data === 'string') await file.writeFile(data, 'utf8');
    else await writePieces(file, data);
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
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
