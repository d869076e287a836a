import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the fake backend keeps the documents buyers upload (pushFilesToPedido): one temporary folder per
 * server, one folder per order inside it, removed when the server closes. Files are written as they
 * arrive (streamed), never held in memory whole.
 */
export class UploadStore {
  readonly root: string;
  #lastFileId = 0;

  constructor(parent: string = tmpdir()) {
    this.root = mkdtempSync(join(parent, 'opf-uploads-'));
  }

  /** The folder of one order's uploads, created on first use. */
  orderDir(orderId: string): string {
    const dir = join(this.root, orderId);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** A new file id and the path its bytes go to (the name is reduced to safe characters). */
  newFile(orderId: string, fileName: string): { fileId: string; path: string } {
    this.#lastFileId += 1;
    const fileId = String(this.#lastFileId);
    const safeName = fileName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100);
    return { fileId, path: join(this.orderDir(orderId), `${fileId}-${safeName}`) };
  }

  /** Removes every upload (the server closes). */
  clean(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
