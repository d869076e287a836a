import type { RenewalForm } from '#contracts/api/account.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/**
 * Puts the update of a delivered Nota Simple (a new one with the same answers) into the cart at its price;
 * resolves to the new item's id (the cart update is announced). A Nota Simple delivered 60 days ago or less
 * is refused with a 400 (ApiError).
 */
export async function addActualizarNsAhora(form: RenewalForm): Promise<string> {
  return addedItemId('addActualizarNsAhora', () => callEndpoint('addActualizarNsAhora', { body: { config: currentConfig(), form } }));
}
