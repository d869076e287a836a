import type { PropertySearchForm } from '#contracts/api/spain.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/** Adds a property search to the cart; resolves to the new item's id (the cart update is announced). */
export async function addQp(form: PropertySearchForm): Promise<string> {
  const { item_id } = await callEndpoint('addQp', { body: { config: currentConfig(), form } });
  return item_id;
}
