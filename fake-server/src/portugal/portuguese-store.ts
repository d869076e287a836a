import { isPortugueseStore } from '#contracts/constants/stores.ts';
import { HttpError } from '../errors.ts';

/** The permanent certificate and the simplified report are sold only on the Portuguese stores (spec 1, 6). */
export function requirePortugueseStore(storeId: number): void {
  if (!isPortugueseStore(storeId)) {
    throw new HttpError(400, `body/config/store_id ${storeId} does not sell Portuguese registry services`);
  }
}
