import type { RenewalForm } from '#contracts/api/account.ts';
import { currentConfig } from '../stores/config-store.ts';
import { addedItemId } from './added-item.ts';
import { callEndpoint } from './client.ts';

/**
 * Puts the same request as an ordered item, renewed, into the cart at its current price; resolves to the
 * new item's id (the cart update is announced).
 */
export async function addActualizarPedidoAhora(form: RenewalForm): Promise<string> {
  return addedItemId('addActualizarPedidoAhora', () =>
    callEndpoint('addActualizarPedidoAhora', { body: { config: currentConfig(), form } }),
  );
}
