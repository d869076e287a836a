import type { GenericForm } from '#contracts/generic.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/** Adds a generic product with its answers to the cart; resolves to the new item's id (the cart update is announced). */
export async function addGeneric(form: GenericForm): Promise<string> {
  const { item_id } = await callEndpoint('addGeneric', { body: { config: currentConfig(), form } });
  return item_id;
}
