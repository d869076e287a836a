import type { AddLocalizadaForm } from '#contracts/api/spain.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/**
 * The located-property service (spec 1): the Nota Simple of the chosen properties a delivered search found, one cart
 * item each; resolves to the first new item's id (the cart update is announced).
 */
export async function addLocalizada(form: AddLocalizadaForm): Promise<string> {
  const { item_id } = await callEndpoint('addLocalizada', { body: { config: currentConfig(), form } });
  return item_id;
}
