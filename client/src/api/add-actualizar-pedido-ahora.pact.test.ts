import { describe, test } from 'vitest';
import { endpoints } from '#contracts/api/endpoints.ts';
import { RENEWABLE_ITEM_ID, RENEWABLE_ORDER_ID } from '#contracts/testing/account-examples.ts';
import { addedBirthCertificateExample } from '#contracts/testing/generic-examples.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { storefrontPact } from '../testing/pact/storefront-pact.ts';
import { addActualizarPedidoAhora } from './add-actualizar-pedido-ahora.ts';

const pact = storefrontPact();

describe('[pact] POST addactualizarpedidoahora', () => {
  test('[renewals] a delivered item goes into the cart again as the same request', async () => {
    await expectAddToCart(pact, {
      endpoint: endpoints.addActualizarPedidoAhora,
      state: ACCOUNT_STATES.customerWithOrdersInEveryStatus,
      description: 'a request to renew a delivered birth certificate',
      form: { order_id: RENEWABLE_ORDER_ID, item_id: RENEWABLE_ITEM_ID },
      added: { ...addedBirthCertificateExample(''), parent_id: null },
      add: addActualizarPedidoAhora,
    });
  });
});
