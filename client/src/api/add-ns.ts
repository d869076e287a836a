import type { NotaSimpleForm } from '#contracts/api/spain.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/** Adds a Nota Simple to the cart; resolves to the new item's id (the cart update is announced). */
export async function addNs(form: NotaSimpleForm): Promise<string> {
  const { item_id } = await callEndpoint('addNs', { body: { config: currentConfig(), form } });
  return item_id;
}
