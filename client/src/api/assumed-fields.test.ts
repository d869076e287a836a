import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WHOLE_ANSWER, WHOLE_CALL, assumedFields, endpointsWithAssumedParts } from '#contracts/api/assumed-fields.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { EndpointName, ResponseOf } from '#contracts/api/endpoints.ts';
import { cartExample, cartItemExample } from '#contracts/testing/examples.ts';
import { paidConfigExample, customerConfigExample } from '#contracts/testing/payment-examples.ts';
import { requestExamples } from '#contracts/testing/request-examples.ts';
import { responseExamples } from '#contracts/testing/response-examples.ts';
import { cartState, resetCartState, setCartItems } from '../stores/cart-store.ts';
import { applyServerConfig, configState, resetConfigState } from '../stores/config-store.ts';
import { fakeFetch } from '../testing/fake-fetch.ts';
import { addActualizarNsAhora } from './add-actualizar-ns-ahora.ts';
import { addActualizarPedidoAhora } from './add-actualizar-pedido-ahora.ts';
import { addCertidao } from './add-certidao.ts';
import { addGenericWithAssociation } from './add-generic-with-association.ts';
import { addGeneric } from './add-generic.ts';
import { addIpredial } from './add-ipredial.ts';
import { addLocalizada } from './add-localizada.ts';
import { addNs } from './add-ns.ts';
import { addQp } from './add-qp.ts';
import { checkoutAuthenticated } from './checkout-authenticated.ts';
import { checkoutRegister } from './checkout-register.ts';
import { configureApi } from './client.ts';
import { logout } from './logout.ts';
import { pushSubscribe } from './push-subscribe.ts';
import { updateQuoteItem } from './update-quote-item.ts';

/**
 * The client against a backend that leaves out every part of its answers this project assumed (contracts' x-assumed,
 * listed by assumedFields): each API module below still gives the caller what it needs. Endpoints whose assumed parts
 * the client still needs are named in STILL_REQUIRED (docs/reference/assumed-answers.md says "Required").
 */

type Json = Record<string, unknown>;

/** Deletes the field at `path` (`cart`, `extra.childs[].extra.files`) from `value`, in every array item on the way. */
function deleteAt(value: unknown, path: string[]): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) deleteAt(item, path);
    return;
  }
  const [step = '', ...rest] = path;
  const name = step.replace(/\[\]$/, '');
  if (rest.length === 0) Reflect.deleteProperty(value, name);
  else deleteAt((value as Json)[name], rest);
}

/** The contract's example answer of `name` without any part the contract marks as assumed: the endpoint's, its config's and its items'. */
function stripped<N extends EndpointName>(name: N): ResponseOf<N> {
  const answer = responseExamples[name]() as Json;
  for (const { where, field } of assumedFields()) {
    const path = field.split('.');
    if (where === name && field !== WHOLE_CALL && field !== WHOLE_ANSWER) deleteAt(answer, path);
    if (where === 'Config') deleteAt(answer.config, path);
    if (where === 'CartItem') for (const key of ['cart', 'pedidos']) deleteAt(answer[key], path);
  }
  return answer as ResponseOf<N>;
}

const ADDS = {
  addNs: () => addNs(requestExamples.addNs().body.form),
  addQp: () => addQp(requestExamples.addQp().body.form),
  addGeneric: () => addGeneric(requestExamples.addGeneric().body.form),
  addGenericWithAssociation: () => {
    const { form, origin, origin_id: originId } = requestExamples.addGenericWithAssociation().body;
    return addGenericWithAssociation(form, origin, originId);
  },
  addCertidao: () => addCertidao(requestExamples.addCertidao().body.form),
  addIpredial: () => addIpredial(requestExamples.addIpredial().body.form),
  addLocalizada: () => addLocalizada(requestExamples.addLocalizada().body.form),
  addActualizarNsAhora: () => addActualizarNsAhora(requestExamples.addActualizarNsAhora().body.form),
  addActualizarPedidoAhora: () => addActualizarPedidoAhora(requestExamples.addActualizarPedidoAhora().body.form),
} as const;

/** The endpoints with assumed parts this test runs without them. */
const TOLERATED: readonly EndpointName[] = [
  ...(Object.keys(ADDS) as (keyof typeof ADDS)[]),
  'checkoutRegister',
  'checkoutAuthenticated',
  'logout',
  'updateQuoteItem',
  'pushSubscribe',
];

/** The endpoints whose assumed parts the client still needs (or never calls): no fallback yet. */
const STILL_REQUIRED: readonly EndpointName[] = [
  'getPedidos',
  'getVersion',
  'checkEmail',
  'authenticate',
  'rememberPassword',
  'getClient',
  'clientUpdate',
  'loadOrder',
  'loadQuote',
  'stripeProcess',
  'updatePedido',
  'updatePedidoGet',
  'updateQuoteItemGet',
  'searchRegistros',
  'searchSociedad',
  'getMunicipio',
  'updatePedidoNs',
  'preValidateNs',
  'searchFreguesias',
  'searchOrganisationPortugal',
  'getInvoice',
  'pushFilesToPedido',
];

beforeEach(() => {
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetCartState();
  resetConfigState();
});

describe('[api] answers without the parts the spec does not show', () => {
  test('[api] every endpoint with assumed parts is run without them here, or named as still requiring them', () => {
    expect([...TOLERATED, ...STILL_REQUIRED].sort()).toEqual([...endpointsWithAssumedParts()].sort());
  });

  test.each(Object.keys(ADDS) as (keyof typeof ADDS)[])(
    '[cart] %s without cart and item_id: the cart is read again and the new item is the one it did not hold before',
    async (name) => {
      const before = cartExample().cart;
      setCartItems(before);
      const added: CartItem = cartItemExample({ id: '4242', created_at: '2026-03-03T10:00:00Z' });
      const fetch = fakeFetch({
        [name]: () => stripped(name),
        getCart: () => ({ cart: [...before, added], config: stripped(name).config }),
      });
      vi.stubGlobal('fetch', fetch);

      await expect(ADDS[name]()).resolves.toBe('4242');
      expect(cartState.items.map((item) => item.id)).toEqual([...before.map((item) => item.id), '4242']);
    },
  );

  test('[cart] an add answer with item_id but no cart still reads the cart again', async () => {
    setCartItems([]);
    const answer = { ...responseExamples.addNs() } as Partial<ResponseOf<'addNs'>>;
    delete answer.cart;
    const cart = [cartItemExample()];
    vi.stubGlobal(
      'fetch',
      fakeFetch({ addNs: () => answer as ResponseOf<'addNs'>, getCart: () => ({ cart, config: customerConfigExample() }) }),
    );
    await expect(ADDS.addNs()).resolves.toBe(responseExamples.addNs().item_id);
    expect(cartState.items).toEqual(cart);
  });

  test.each([
    // a card paid with no word of a challenge goes to the success page; a bank transfer waits for the transfer
    ['checkoutRegister', () => checkoutRegister(requestExamples.checkoutRegister().body.form), 'paid'],
    ['checkoutAuthenticated', () => checkoutAuthenticated(requestExamples.checkoutAuthenticated().body), 'bank'],
  ] as const)(
    '[checkout] %s answering only its config: an order placed, the config’s last order, next by the method paid with',
    async (name, pay, next) => {
      setCartItems(cartExample().cart);
      const config = paidConfigExample();
      vi.stubGlobal('fetch', fakeFetch({ [name]: () => ({ ...stripped(name), config }) }));

      const outcome = await pay();
      expect(outcome).toMatchObject({ ok: true, message: '', next, order_id: config.lastOrderId });
      expect(cartState.items).toEqual([]);
    },
  );

  test('[account] logout on a backend without the call (404): this browser forgets the login all the same', async () => {
    applyServerConfig(customerConfigExample());
    expect(configState.config.loggedIn).toBe(true);
    vi.stubGlobal('fetch', fakeFetch({}));

    await expect(logout()).resolves.toBeUndefined();
    expect(configState.config).toMatchObject({ loggedIn: false, customerEmail: '' });
  });

  test('[cart] updatequoteitem without the cart: the cart is read again', async () => {
    const cart = [cartItemExample({ id: '1002' })];
    vi.stubGlobal(
      'fetch',
      fakeFetch({ updateQuoteItem: () => stripped('updateQuoteItem'), getCart: () => ({ cart, config: customerConfigExample() }) }),
    );
    const { query, body } = requestExamples.updateQuoteItem();
    await expect(updateQuoteItem(query.id, body.form)).resolves.toEqual(cart);
    expect(cartState.items).toEqual(cart);
  });

  test('[account] pushSubscribe without ok still resolves', async () => {
    vi.stubGlobal('fetch', fakeFetch({ pushSubscribe: () => stripped('pushSubscribe') }));
    await expect(pushSubscribe(requestExamples.pushSubscribe().body)).resolves.toBeUndefined();
  });
});
