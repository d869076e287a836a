import type { RenewalForm } from '#contracts/api/account.ts';
import { currentConfig } from '../stores/config-store.ts';
import { callEndpoint } from './client.ts';

/**
 * Puts the same request as an ordered item, renewed, into the cart at its current price; resolves to the
 * new item's id (the cart update is announced).
 */
export async function addActualizarPedidoAhora(form: RenewalForm): Promise<string> {
  const { item_id } = await callEndpoint('addActualizarPedidoAhora', { body: { config: currentConfig(), form } });
  return item_id;
}
