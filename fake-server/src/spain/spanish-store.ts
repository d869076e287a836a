import { isSpanishRegistryStore } from '#contracts/constants/stores.ts';
import { HttpError } from '../errors.ts';

/** The Nota Simple and the property search are sold only on the Spanish registry stores (spec 1, 6). */
export function requireSpanishRegistryStore(storeId: number): void {
  if (!isSpanishRegistryStore(storeId)) {
    throw new HttpError(400, `body/config/store_id ${storeId} does not sell Spanish registry services`);
  }
}
