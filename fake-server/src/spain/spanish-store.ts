import { HttpError } from '../errors.ts';

const SPANISH_REGISTRY_STORES: readonly number[] = [1, 9, 12, 14, 21];

/** The Nota Simple and the property search are sold only on the Spanish registry stores (spec 1, 6). */
export function requireSpanishRegistryStore(storeId: number): void {
  if (!SPANISH_REGISTRY_STORES.includes(storeId)) {
    throw new HttpError(400, `body/config/store_id ${storeId} does not sell Spanish registry services`);
  }
}
