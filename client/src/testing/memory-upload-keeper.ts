import type { KeptUpload, UploadKeeper } from '../lib/upload-keeper.ts';

/**
 * An UploadKeeper in memory, for tests (happy-dom and Node have no IndexedDB): `records` is what a browser would
 * keep across a page load; `refuseBytes` makes it refuse a file's bytes as a full quota does.
 */
export function memoryUploadKeeper(): UploadKeeper & { records: Map<string, KeptUpload>; refuseBytes: boolean } {
  const records = new Map<string, KeptUpload>();
  const keeper = {
    records,
    refuseBytes: false,
    all: () => Promise.resolve([...records.values()]),
    put: (upload: KeptUpload) => {
      if (keeper.refuseBytes && upload.bytes !== null) return Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
      records.set(`${upload.productId}:${upload.optionId}`, upload);
      return Promise.resolve();
    },
    remove: (productId: string, optionId: string) => {
      records.delete(`${productId}:${optionId}`);
      return Promise.resolve();
    },
  };
  return keeper;
}
