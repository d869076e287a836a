import type { Account } from '../state/types.ts';

/** Which limit an upload's next bytes would pass: the customer's quota, or the server's disk cap. */
export type SpaceRefusal = 'customer-quota' | 'server-disk';

/**
 * At least this many customers fit in the server's disk cap at their quota: a customer's default quota is at most this
 * share of the cap, so that one customer (with any number of sessions) never fills the server for the others (issue
 * 41, point 4: with FAKE_UPLOADS_MAX_MB=100 one customer took all 100 MB and every other upload was a 507).
 */
export const CUSTOMERS_AT_QUOTA_ON_SERVER = 4;

export interface UploadSpaceLimits {
  /** All the bytes one customer may upload together, across their sessions; undefined for the default (see below). */
  quotaBytes?: number | undefined;
  /** The default quota: MAX_UPLOAD_BYTES_PER_CUSTOMER, cut to the disk cap's share (CUSTOMERS_AT_QUOTA_ON_SERVER). */
  defaultQuotaBytes: number;
  /** All the bytes every customer's uploads may take together on this server. */
  diskCapBytes: number;
  /** What the upload folder held when the server started (a kept folder, FAKE_STATE_FILE). */
  bytesOnDisk: number;
}

/** The bytes of the files the customer's orders list (`extra.files` of their items): what they have uploaded. */
function listedBytes(account: Account): number {
  let bytes = 0;
  for (const { order } of account.orders.values()) {
    for (const item of order.items) for (const file of item.extra.files ?? []) bytes += file.size;
  }
  return bytes;
}

/**
 * The room uploads take (pushFilesToPedido), counted as their bytes arrive, so that a customer's stored and arriving
 * bytes stay within their quota, whichever of their sessions sends them, and every upload on disk or arriving within
 * the server's cap. A file's bytes are taken chunk by chunk before they are written; JavaScript takes one chunk at a
 * time, so parallel uploads can never both take the last room (issue 22: eight parallel 24 MB uploads each saw the
 * whole quota free and stored 192 MB).
 *
 * Documents belong to the customer's orders (an upload needs the customer's own order), never to a browser: a
 * customer's stored bytes are counted from the files their orders list when first needed (after a restart too), and
 * counted again when their orders are replaced (`recount`); files removed from disk give their room back (`freed`).
 */
export class UploadSpace {
  readonly quotaBytes: number;
  readonly diskCapBytes: number;
  #onDisk: number;
  #arriving = 0;
  readonly #arrivingFor = new WeakMap<Account, number>();
  readonly #storedFor = new WeakMap<Account, number>();

  constructor(limits: UploadSpaceLimits) {
    this.diskCapBytes = limits.diskCapBytes;
    this.quotaBytes =
      limits.quotaBytes ?? Math.min(limits.defaultQuotaBytes, Math.floor(limits.diskCapBytes / CUSTOMERS_AT_QUOTA_ON_SERVER));
    this.#onDisk = limits.bytesOnDisk;
  }

  /** Every upload's bytes on disk. */
  get bytesOnDisk(): number {
    return this.#onDisk;
  }

  /** The bytes the customer has stored (their orders' files, and those stored since). */
  storedBy(account: Account): number {
    let stored = this.#storedFor.get(account);
    if (stored === undefined) {
      stored = listedBytes(account);
      this.#storedFor.set(account, stored);
    }
    return stored;
  }

  /** Takes room for `bytes` more of a file the customer is uploading, or says which limit they would pass (taking nothing). */
  take(account: Account, bytes: number): SpaceRefusal | null {
    const arriving = this.#arrivingFor.get(account) ?? 0;
    if (this.storedBy(account) + arriving + bytes > this.quotaBytes) return 'customer-quota';
    if (this.#onDisk + this.#arriving + bytes > this.diskCapBytes) return 'server-disk';
    this.#arrivingFor.set(account, arriving + bytes);
    this.#arriving += bytes;
    return null;
  }

  /** The file has arrived: the `bytes` it took are the customer's stored uploads now, on disk. */
  stored(account: Account, bytes: number): void {
    this.#release(account, bytes);
    this.#onDisk += bytes;
    this.#storedFor.set(account, this.storedBy(account) + bytes);
  }

  /** The file was refused or cut: the `bytes` it took are free again (its partial bytes are removed). */
  givenBack(account: Account, bytes: number): void {
    this.#release(account, bytes);
  }

  /** Files of `bytes` were removed from disk (their orders went). */
  freed(bytes: number): void {
    this.#onDisk = Math.max(0, this.#onDisk - bytes);
  }

  /** The customer's orders were replaced: their stored bytes are counted again from the orders they have now. */
  recount(account: Account): void {
    this.#storedFor.delete(account);
  }

  #release(account: Account, bytes: number): void {
    this.#arrivingFor.set(account, (this.#arrivingFor.get(account) ?? 0) - bytes);
    this.#arriving -= bytes;
  }
}
