import type { NotaSimpleForm } from '#contracts/api/spain.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/** Adds a Nota Simple to the cart; resolves to the new item's id (the cart update is announced). */
export async function addNs(form: NotaSimpleForm): Promise<string> {
  return addedItemId('addNs', () => callEndpoint('addNs', { body: { config: currentConfig(), form } }));
}
