/**
 * The branded portals (spec 1 and 9). The spec speaks of fourteen but lists these fifteen ids;
 * all of them are served. Both sides of the API agree on these ids.
 */
export const STORE_IDS = [1, 9, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 26, 28] as const;
export type StoreId = (typeof STORE_IDS)[number];

export const DEFAULT_STORE_ID = 14 satisfies StoreId;

export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'number' && (STORE_IDS as readonly number[]).includes(value);
}
