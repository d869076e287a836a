import type { GenericForm } from '#contracts/generic.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/** Adds a generic product linked to the cart item the buyer came from (origin, origin_id); resolves to the new item's id. */
export async function addGenericWithAssociation(form: GenericForm, origin: string, originId: string): Promise<string> {
  const { item_id } = await callEndpoint('addGenericWithAssociation', {
    body: { config: currentConfig(), form, origin, origin_id: originId },
  });
  return item_id;
}
