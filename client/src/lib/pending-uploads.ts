import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '#contracts/rules/uploads.ts';
import { type KeptUpload, type UploadKeeper, openIndexedDbUploadKeeper } from './upload-keeper.ts';

/**
 * Documents the buyer chose for a product's file options, waiting until the order exists: the success screen then
 * sends each to pushFilesToPedido for its order item. This page keeps the File in memory (a card payment never
 * leaves it), and a keeper (lib/upload-keeper.ts, IndexedDB) keeps a copy so the file survives the buyer paying
 * on PayPal's, Redsys' or MONEI's page, or a reload: within the limits below, for a day, and deleted once sent. A
 * file the browser cannot keep is kept by name only, or not at all: the buyer is told before leaving, and sends it
 * from the order's detail afterwards.
 */
export interface PendingUpload {
  productId: string;
  optionId: string;
  name: string;
  /** The file; null when it was chosen before the page was left and could not be kept. */
  file: File | null;
  /** Whether the file survives leaving the page (a provider's page, a reload). */
  kept: boolean;
}

/** An order item as far as matching a pending file goes: its product and the answers it was ordered with. */
export interface ItemWithAnswers {
  id: string;
  product_id: string;
  options: readonly { option_id: string; value: string }[];
}

export interface KeepLimits {
  /** The largest file kept: the largest a buyer may upload. */
  fileBytes: number;
  files: number;
  totalBytes: number;
  /** How long a file is kept after it was chosen, in ms. */
  ageMs: number;
}

/** At most the files one upload request takes, two of the largest in all, for a day. */
export const KEEP_LIMITS: KeepLimits = {
  fileBytes: MAX_UPLOAD_BYTES,
  files: MAX_UPLOAD_FILES,
  totalBytes: 2 * MAX_UPLOAD_BYTES,
  ageMs: 24 * 60 * 60 * 1000,
};

const keyOf = (upload: { productId: string; optionId: string }) => `${upload.productId}:${upload.optionId}`;

export interface PendingUploadsOptions {
  /** The keeper, or null when the browser cannot keep files. Opened on first use. */
  openKeeper: () => Promise<UploadKeeper | null>;
  now?: () => number;
  limits?: KeepLimits;
}

export interface PendingUploads {
  /** The file chosen for one option of a product; null forgets it (the buyer cleared the field). */
  remember(productId: string, optionId: string, file: File | null): void;
  /**
   * The pending files that belong to these order items, each with the item it is for: same product, and the item's
   * answer to that option names the file. Each file is matched once. Waits for the files being kept.
   */
  matching(items: readonly ItemWithAnswers[]): Promise<(PendingUpload & { itemId: string })[]>;
  /** Forgets a file once it is sent (or once the buyer was told to send it from the order). */
  forget(upload: Pick<PendingUpload, 'productId' | 'optionId'>): void;
}

export function createPendingUploads({ openKeeper, now = Date.now, limits = KEEP_LIMITS }: PendingUploadsOptions): PendingUploads {
  /** This page's choices, with their files. */
  const chosen = new Map<string, PendingUpload>();
  let keeper: Promise<UploadKeeper | null> | undefined;
  // writes run one after the other, and a read waits for those before it
  let writes: Promise<void> = Promise.resolve();

  const withKeeper = (write: (keeper: UploadKeeper) => Promise<void>): void => {
    writes = writes
      .then(async () => {
        keeper ??= openKeeper().catch(() => null);
        const opened = await keeper;
        if (opened) await write(opened);
      })
      .catch(() => undefined); // a write that fails leaves the file unkept, which the buyer is told
  };

  /** The kept records still within their day; older ones are deleted. */
  async function freshRecords(opened: UploadKeeper): Promise<KeptUpload[]> {
    const records = await opened.all().catch(() => []);
    const oldest = now() - limits.ageMs;
    const expired = records.filter((record) => record.keptAt < oldest || record.keptAt > now());
    await Promise.all(expired.map((record) => opened.remove(record.productId, record.optionId).catch(() => undefined)));
    return records.filter((record) => !expired.includes(record));
  }

  /** Keeps the file's bytes if they fit, else its name only; says whether the bytes were kept. */
  async function keep(opened: UploadKeeper, entry: PendingUpload, file: File, keptAt: number): Promise<void> {
    const others = (await freshRecords(opened)).filter((record) => keyOf(record) !== keyOf(entry) && record.bytes !== null);
    const fits =
      file.size <= limits.fileBytes &&
      others.length < limits.files &&
      others.reduce((total, record) => total + (record.bytes?.size ?? 0), 0) + file.size <= limits.totalBytes;
    const record: KeptUpload = {
      productId: entry.productId,
      optionId: entry.optionId,
      name: file.name,
      type: file.type,
      keptAt,
      bytes: null,
    };
    if (fits) {
      try {
        await opened.put({ ...record, bytes: file });
        entry.kept = true;
        return;
      } catch {
        // no room (quota exceeded): its name at least, so the success screen can say what to send
      }
    }
    await opened.put(record);
  }

  const fromRecord = (record: KeptUpload): PendingUpload => ({
    productId: record.productId,
    optionId: record.optionId,
    name: record.name,
    file: record.bytes ? new File([record.bytes], record.name, { type: record.type }) : null,
    kept: record.bytes !== null,
  });

  async function all(): Promise<PendingUpload[]> {
    await writes;
    const opened = await (keeper ??= openKeeper().catch(() => null));
    const found = new Map((opened ? await freshRecords(opened) : []).map((record) => [keyOf(record), fromRecord(record)]));
    for (const [key, entry] of chosen) found.set(key, entry);
    return [...found.values()];
  }

  return {
    remember(productId, optionId, file) {
      if (file === null) {
        chosen.delete(keyOf({ productId, optionId }));
        withKeeper((opened) => opened.remove(productId, optionId));
        return;
      }
      const entry: PendingUpload = { productId, optionId, name: file.name, file, kept: false };
      chosen.set(keyOf(entry), entry);
      const keptAt = now();
      withKeeper((opened) => keep(opened, entry, file, keptAt));
    },
    async matching(items) {
      return (await all()).flatMap((upload) => {
        const item = items.find(
          (candidate) =>
            candidate.product_id === upload.productId &&
            candidate.options.some((option) => option.option_id === upload.optionId && option.value === upload.name),
        );
        return item ? [{ ...upload, itemId: item.id }] : [];
      });
    },
    forget(upload) {
      chosen.delete(keyOf(upload));
      withKeeper((opened) => opened.remove(upload.productId, upload.optionId));
    },
  };
}

/** The buyer's pending documents in this browser. */
export const pendingUploads: PendingUploads = createPendingUploads({ openKeeper: openIndexedDbUploadKeeper });
