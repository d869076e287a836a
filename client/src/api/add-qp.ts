import type { PropertySearchForm } from '#contracts/api/spain.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/** Adds a property search to the cart; resolves to the new item's id (the cart update is announced). */
export async function addQp(form: PropertySearchForm): Promise<string> {
  return addedItemId('addQp', () => callEndpoint('addQp', { body: { config: currentConfig(), form } }));
}
