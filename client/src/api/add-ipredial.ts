import type { IpredialForm } from '#contracts/api/portugal.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/** Adds a simplified property report to the cart; resolves to the new item's id (the cart update is announced). */
export async function addIpredial(form: IpredialForm): Promise<string> {
  return addedItemId('addIpredial', () => callEndpoint('addIpredial', { body: { config: currentConfig(), form } }));
}
