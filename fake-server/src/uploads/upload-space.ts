import type { Visitor } from '../state/types.ts';

/** Which limit an upload's next bytes would pass: the visitor's quota, or the server's disk cap. */
export type SpaceRefusal = 'visitor-quota' | 'server-disk';

export interface UploadSpaceLimits {
  /** All the bytes one visitor may upload together. */
  quotaBytes: number;
  /** All the bytes every visitor's uploads may take together on this server. */
  diskCapBytes: number;
  /** What the upload folder held when the server started (a kept folder, FAKE_STATE_FILE). */
  bytesOnDisk: number;
}

/**
 * The room uploads take (pushFilesToPedido), counted as their bytes arrive, so that a visitor's stored and arriving
 * bytes stay within its quota, and every upload on disk or arriving within the server's cap. A file's bytes are
 * taken chunk by chunk before they are written; JavaScript takes one chunk at a time, so parallel uploads can never
 * both take the last room (issue 22: eight parallel 24 MB uploads each saw the whole quota free and stored 192 MB).
 */
export class UploadSpace {
  readonly quotaBytes: number;
  readonly diskCapBytes: number;
  #onDisk: number;
  #arriving = 0;
  readonly #arrivingFor = new WeakMap<Visitor, number>();

  constructor(limits: UploadSpaceLimits) {
    this.quotaBytes = limits.quotaBytes;
    this.diskCapBytes = limits.diskCapBytes;
    this.#onDisk = limits.bytesOnDisk;
  }

  /** Every upload's bytes on disk. */
  get bytesOnDisk(): number {
    return this.#onDisk;
  }

  /** Takes room for `bytes` more of a file the visitor is uploading, or says which limit they would pass (taking nothing). */
  take(visitor: Visitor, bytes: number): SpaceRefusal | null {
    const arriving = this.#arrivingFor.get(visitor) ?? 0;
    if (visitor.uploads.bytes + arriving + bytes > this.quotaBytes) return 'visitor-quota';
    if (this.#onDisk + this.#arriving + bytes > this.diskCapBytes) return 'server-disk';
    this.#arrivingFor.set(visitor, arriving + bytes);
    this.#arriving += bytes;
    return null;
  }

  /** The file has arrived: the `bytes` it took are the visitor's stored uploads now, on disk. */
  stored(visitor: Visitor, bytes: number): void {
    this.#release(visitor, bytes);
    this.#onDisk += bytes;
    visitor.uploads.bytes += bytes;
  }

  /** The file was refused or cut: the `bytes` it took are free again (its partial bytes are removed). */
  givenBack(visitor: Visitor, bytes: number): void {
    this.#release(visitor, bytes);
  }

  /** Files of `bytes` were removed from disk (their visitor was dropped or reset). */
  freed(bytes: number): void {
    this.#onDisk = Math.max(0, this.#onDisk - bytes);
  }

  #release(visitor: Visitor, bytes: number): void {
    this.#arrivingFor.set(visitor, (this.#arrivingFor.get(visitor) ?? 0) - bytes);
    this.#arriving -= bytes;
  }
}
