import type { AddLocalizadaForm } from '#contracts/api/spain.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/**
 * The located-property service (spec 1): the Nota Simple of the chosen properties a delivered search found, one cart
 * item each; resolves to the first new item's id (the cart update is announced).
 */
export async function addLocalizada(form: AddLocalizadaForm): Promise<string> {
  return addedItemId('addLocalizada', () => callEndpoint('addLocalizada', { body: { config: currentConfig(), form } }));
}
