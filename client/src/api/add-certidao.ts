import type { CertidaoForm } from '#contracts/api/portugal.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/** Adds a permanent certificate to the cart; resolves to the new item's id (the cart update is announced). */
export async function addCertidao(form: CertidaoForm): Promise<string> {
  return addedItemId('addCertidao', () => callEndpoint('addCertidao', { body: { config: currentConfig(), form } }));
}
