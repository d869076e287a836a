import type { GenericForm } from '#contracts/api/generic.ts';
import { currentConfig } from '../stores/config-store.ts';
import { FORM_REFUSED } from './add-generic.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/**
 * Adds a generic product linked to the cart item the buyer came from (origin, origin_id); resolves to the new item's id.
 * A refused form (400) is the caller's to word, as for addgeneric (add-generic.ts isFormRefused).
 */
export async function addGenericWithAssociation(form: GenericForm, origin: string, originId: string): Promise<string> {
  return addedItemId('addGenericWithAssociation', () =>
    callEndpoint(
      'addGenericWithAssociation',
      { body: { config: currentConfig(), form, origin, origin_id: originId } },
      { handledStatuses: [FORM_REFUSED] },
    ),
  );
}
