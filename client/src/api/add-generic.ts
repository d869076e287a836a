import type { GenericForm } from '#contracts/api/generic.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint, failedWithStatus } from './client.ts';

/** The status of a form refused as a whole (issue 23): the add calls of generic products word it themselves. */
export const FORM_REFUSED = 400;

/**
 * Adds a generic product with its answers to the cart; resolves to the new item's id (the cart update is announced).
 * A form the backend does not take as a complete order (400 naming the option: contracts' generic-product-rules.ts)
 * is the caller's to word (isFormRefused), not a call failure.
 */
export async function addGeneric(form: GenericForm): Promise<string> {
  return addedItemId('addGeneric', () =>
    callEndpoint('addGeneric', { body: { config: currentConfig(), form } }, { handledStatuses: [FORM_REFUSED] }),
  );
}

/** True when the backend refused the answers themselves (400), which the buyer can fix, rather than failing to answer. */
export const isFormRefused = (error: unknown): boolean => failedWithStatus(error, FORM_REFUSED);
