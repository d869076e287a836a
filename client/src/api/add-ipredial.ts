import type { IpredialForm } from '#contracts/api/portugal.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/** Adds a simplified property report to the cart; resolves to the new item's id (the cart update is announced). */
export async function addIpredial(form: IpredialForm): Promise<string> {
  const { item_id } = await callEndpoint('addIpredial', { body: { config: currentConfig(), form } });
  return item_id;
}
