import { describe, test } from 'vitest';
import { endpoints } from '#contracts/api/endpoints.ts';
import { OLD_NOTA_SIMPLE_ITEM_ID, OLD_NOTA_SIMPLE_ORDER_ID, deliveredNotaSimpleExample } from '#contracts/testing/account-examples.ts';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { ACCOUNT_STATES } from '#contracts/testing/pact-states.ts';
import { expectAddToCart } from '../testing/pact/add-to-cart-pact.ts';
import { storefrontPact } from '../testing/pact/storefront-pact.ts';
import { addActualizarNsAhora } from './add-actualizar-ns-ahora.ts';

const pact = storefrontPact();

describe('[pact] POST addactualizarnsahora', () => {
  test('[renewals] a Nota Simple delivered more than 60 days ago goes into the cart again, with the same answers', async () => {
    await expectAddToCart(pact, {
      endpoint: endpoints.addActualizarNsAhora,
      state: ACCOUNT_STATES.customerWithOrdersInEveryStatus,
      description: 'a request to update an old Nota Simple',
      form: { order_id: OLD_NOTA_SIMPLE_ORDER_ID, item_id: OLD_NOTA_SIMPLE_ITEM_ID },
      added: cartItemExample({ id: '500001', options: deliveredNotaSimpleExample().options }),
      add: addActualizarNsAhora,
    });
  });
});
