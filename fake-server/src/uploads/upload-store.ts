import { type WriteStream, chmodSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES_ON_SERVER, MAX_UPLOAD_BYTES_PER_CUSTOMER } from '#contracts/rules/uploads.ts';
import type { OrderRecord } from '../state/types.ts';
import { UploadSpace } from './upload-space.ts';

/**
 * Uploaded documents are the buyers' identity papers and deeds: readable by the server's own user only, like the
 * state file (0600, state/atomic-write.ts), in folders only that user may list (0700).
 */
export const UPLOAD_FILE_MODE = 0o600;
export const UPLOAD_DIR_MODE = 0o700;

/** Where the store keeps its files: a new temporary folder (removed on close), or a kept one (FAKE_STATE_FILE). */
export type UploadsFolder = { temporaryIn?: string | undefined } | { kept: string };

/** The size of a file, 0 when it is not there. */
const sizeOf = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

/** The files already in `root` (`<root>/<order id>/<file id>-<name>`): the highest file id (0 for none) and their bytes. */
function filesIn(root: string): { lastFileId: number; bytes: number } {
  let lastFileId = 0;
  let bytes = 0;
  for (const order of readdirSync(root, { withFileTypes: true })) {
    if (!order.isDirectory()) continue;
    for (const file of readdirSync(join(root, order.name))) {
      lastFileId = Math.max(lastFileId, Number.parseInt(file, 10) || 0);
      bytes += sizeOf(join(root, order.name, file));
    }
  }
  return { lastFileId, bytes };
}

/** A stored file's name in its order's folder: its id, then its name reduced to safe characters. */
const fileNameOf = (fileId: string, fileName: string) => `${fileId}-${fileName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100)}`;

/** The limits of the room uploads take; by default the contract's (the quota cut to the disk cap's share, UploadSpace). */
export interface UploadLimits {
  /** Per customer; given, it is used as it is. */
  quotaBytes?: number | undefined;
  diskCapBytes?: number | undefined;
}

/**
 * Where the fake backend keeps the documents buyers upload (pushFilesToPedido): one folder per server, one
 * folder per order inside it. Files are written as they arrive (streamed), never held in memory whole.
 * By default the folder is temporary and removed when the server closes; with a state file it is kept
 * beside it (`<file>.uploads/`) and a restarted server numbers new files after the ones already there
 * (docs/decisions/031-optional-persistence.md). `space` counts the room the files take, on disk and arriving, against
 * each customer's quota and the server's disk cap (the files a kept folder already holds count from the start).
 */
export class UploadStore {
  readonly root: string;
  readonly space: UploadSpace;
  readonly #kept: boolean;
  #lastFileId = 0;

  constructor(folder: UploadsFolder = {}, limits: UploadLimits = {}) {
    let bytesOnDisk = 0;
    if ('kept' in folder) {
      mkdirSync(folder.kept, { recursive: true, mode: UPLOAD_DIR_MODE });
      // A folder kept from an older version may have been made 0755.
      chmodSync(folder.kept, UPLOAD_DIR_MODE);
      this.root = folder.kept;
      this.#kept = true;
      const found = filesIn(folder.kept);
      this.#lastFileId = found.lastFileId;
      bytesOnDisk = found.bytes;
    } else {
      // mkdtemp makes it 0700.
      this.root = mkdtempSync(join(folder.temporaryIn ?? tmpdir(), 'opf-uploads-'));
      this.#kept = false;
    }
    this.space = new UploadSpace({
      quotaBytes: limits.quotaBytes,
      defaultQuotaBytes: MAX_UPLOAD_BYTES_PER_CUSTOMER,
      diskCapBytes: limits.diskCapBytes ?? MAX_UPLOAD_BYTES_ON_SERVER,
      bytesOnDisk,
    });
  }

  /** The folder of one order's uploads, created on first use. */
  orderDir(orderId: string): string {
    const dir = join(this.root, orderId);
    mkdirSync(dir, { recursive: true, mode: UPLOAD_DIR_MODE });
    return dir;
  }

  /** Where an upload's bytes are streamed to: a file only the server's user can read (UPLOAD_FILE_MODE). */
  writeStream(path: string): WriteStream {
    return createWriteStream(path, { mode: UPLOAD_FILE_MODE });
  }

  /** A new file id and the path its bytes go to (the name is reduced to safe characters). */
  newFile(orderId: string, fileName: string): { fileId: string; path: string } {
    this.#lastFileId += 1;
    const fileId = String(this.#lastFileId);
    return { fileId, path: join(this.orderDir(orderId), fileNameOf(fileId, fileName)) };
  }

  /**
   * Removes the documents these orders list (the orders went: a seed replaced them) and frees their room. By file,
   * not by folder: two customers seeded with the same scenario have orders of the same id, whose files share a folder.
   */
  removeFilesOf(orders: Iterable<OrderRecord>): void {
    for (const { order } of orders) {
      for (const file of order.items.flatMap((item) => item.extra.files ?? [])) {
        const path = join(this.root, order.order_id, fileNameOf(file.file_id, file.name));
        const bytes = sizeOf(path);
        rmSync(path, { force: true });
        this.space.freed(bytes);
      }
    }
  }

  /**
   * Removes every stored document and frees their room, keeping the folder (an admin reset of everything: the orders
   * they belonged to are gone). A visitor dropped or reset takes no document with it: they are the customer's.
   */
  empty(): void {
    for (const entry of readdirSync(this.root)) rmSync(join(this.root, entry), { recursive: true, force: true });
    this.space.freed(this.space.bytesOnDisk);
  }

  /** Removes every upload (the server closes), unless the folder is kept. */
  clean(): void {
    if (!this.#kept) rmSync(this.root, { recursive: true, force: true });
  }
}
