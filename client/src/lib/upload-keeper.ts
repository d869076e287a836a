/**
 * Where the documents chosen in a wizard wait while the buyer pays on a provider's page (lib/pending-uploads.ts):
 * a tiny interface, and its one implementation on IndexedDB, the only module that touches IndexedDB. It keeps a
 * document's bytes and what matches it to its order item, nothing else: never card, bank or contact data.
 */

/** One document waiting for its order, as kept. */
export interface KeptUpload {
  productId: string;
  optionId: string;
  /** The file's name: the item's answer to the option names it. */
  name: string;
  /** The file's type, as the browser named it. */
  type: string;
  /** When it was chosen, in ms since the epoch: it is dropped a day later (pending-uploads.ts). */
  keptAt: number;
  /** Its bytes, or null when they could not be kept (over the cap, no room): only its name survives then. */
  bytes: Blob | null;
}

/** The kept documents, one per product and option. Each call may reject (storage refused, quota exceeded). */
export interface UploadKeeper {
  all(): Promise<KeptUpload[]>;
  put(upload: KeptUpload): Promise<void>;
  remove(productId: string, optionId: string): Promise<void>;
}

const DATABASE = 'pending-uploads';
const STORE = 'uploads';

/** A kept record as this version writes it; anything else (an older version, a hand edit) is ignored. */
function isKeptUpload(value: unknown): value is KeptUpload {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['productId'] === 'string' &&
    typeof record['optionId'] === 'string' &&
    typeof record['name'] === 'string' &&
    typeof record['type'] === 'string' &&
    typeof record['keptAt'] === 'number' &&
    Number.isFinite(record['keptAt']) &&
    (record['bytes'] === null || record['bytes'] instanceof Blob)
  );
}

/** Settles with the request's result, or rejects with its error. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Settles once the transaction is written; rejects when it aborts (a quota exceeded aborts it). */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function keeperOf(database: IDBDatabase): UploadKeeper {
  return {
    async all() {
      const records = await settled(database.transaction(STORE, 'readonly').objectStore(STORE).getAll());
      return records.filter(isKeptUpload);
    },
    async put(upload) {
      const transaction = database.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put({ ...upload });
      await committed(transaction);
    },
    async remove(productId, optionId) {
      const transaction = database.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).delete([productId, optionId]);
      await committed(transaction);
    },
  };
}

/**
 * The browser's IndexedDB keeper, or null when the browser cannot keep anything there (no IndexedDB, storage
 * disabled, a private mode that refuses it).
 */
export function openIndexedDbUploadKeeper(): Promise<UploadKeeper | null> {
  return new Promise((resolve) => {
    try {
      const factory = globalThis.indexedDB as IDBFactory | undefined;
      if (!factory) {
        resolve(null);
        return;
      }
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: ['productId', 'optionId'] });
      request.onsuccess = () => resolve(keeperOf(request.result));
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null); // access itself throws when storage is disabled
    }
  });
}
