import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WHOLE_ANSWER, WHOLE_CALL, assumedFields, endpointsWithAssumedParts } from '#contracts/api/assumed-fields.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { EndpointName, ResponseOf } from '#contracts/api/endpoints.ts';
import { documentLink } from '#contracts/api/account.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { UPLOAD_ITEM_ID, uploadedFileExample } from '#contracts/testing/account-examples.ts';
import {
  cartExample,
  cartItemExample,
  configExample,
  orderAwaitingPaymentExample,
  orderInProgressExample,
} from '#contracts/testing/examples.ts';
import { billingRecordExample, paidConfigExample, paidOrderExample, customerConfigExample } from '#contracts/testing/payment-examples.ts';
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
import { authenticate } from './authenticate.ts';
import { checkEmail } from './check-email.ts';
import { checkoutAuthenticated } from './checkout-authenticated.ts';
import { checkoutRegister } from './checkout-register.ts';
import { clientUpdate } from './client-update.ts';
import { ApiError, configureApi } from './client.ts';
import { getClient } from './get-client.ts';
import { getInvoice } from './get-invoice.ts';
import { getMunicipio } from './get-municipio.ts';
import { getPedidos } from './get-pedidos.ts';
import { getVersion } from './get-version.ts';
import { loadOrder } from './load-order.ts';
import { loadQuote } from './load-quote.ts';
import { logout } from './logout.ts';
import { preValidateNs } from './pre-validate-ns.ts';
import { pushFilesToPedido } from './push-files-to-pedido.ts';
import { pushSubscribe } from './push-subscribe.ts';
import { rememberPassword } from './remember-password.ts';
import { searchFreguesias } from './search-freguesias.ts';
import { searchOrganisationPortugal } from './search-organisation-portugal.ts';
import { searchRegistros } from './search-registros.ts';
import { searchSociedad } from './search-sociedad.ts';
import { stripeProcess } from './stripe-process.ts';
import { updatePedidoNs } from './update-pedido-ns.ts';
import { updatePedido } from './update-pedido.ts';
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
  'updatePedidoNs',
  'getInvoice',
  'pushFilesToPedido',
  'searchRegistros',
  'searchSociedad',
  'searchFreguesias',
  'searchOrganisationPortugal',
  'getMunicipio',
  'preValidateNs',
];

/** The endpoints whose assumed parts the client still needs: no fallback yet. */
const STILL_REQUIRED: readonly EndpointName[] = [];

/**
 * The endpoints with assumed parts the client never calls (it posts updatepedido and updatequoteitem): what a backend
 * answers to their GET form does not reach the client ('[api] no API module calls …' below).
 */
const NOT_CALLED: readonly EndpointName[] = ['updatePedidoGet', 'updateQuoteItemGet'];

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
    expect([...TOLERATED, ...STILL_REQUIRED, ...NOT_CALLED].sort()).toEqual([...endpointsWithAssumedParts()].sort());
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

/** A backend answering `body` as JSON to any call, whatever the contract says (fakeFetch refuses answers it forbids). */
const answering = (body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

const SEARCHES = {
  searchRegistros: () => searchRegistros(requestExamples.searchRegistros().query.term),
  searchSociedad: () => searchSociedad(requestExamples.searchSociedad().query.sociedad),
  searchFreguesias: () => searchFreguesias(requestExamples.searchFreguesias().query.term),
  searchOrganisationPortugal: () => searchOrganisationPortugal(requestExamples.searchOrganisationPortugal().query.sociedad),
} as const;
const SEARCH_NAMES = Object.keys(SEARCHES) as (keyof typeof SEARCHES)[];

/** Answers of another shape: not a list, or a list without one entry of the shape the client reads. */
const OTHER_SHAPES: readonly unknown[] = [{}, null, 'x', { results: 'x' }, [{ label: 1 }], [null, 'x']];

describe('[api] answers whose whole shape the spec does not show', () => {
  test.each(SEARCH_NAMES)(
    '[search] %s answering another shape: no suggestions, a failed search the field says, and the buyer goes on typing the value',
    async (name) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const body of OTHER_SHAPES) {
        vi.stubGlobal('fetch', answering(body));
        // a failed search: the field keeps the text typed where its form can take it (ui/search-field.tsx onKeepTyped)
        await expect(SEARCHES[name]()).rejects.toBeInstanceOf(ApiError);
      }
      expect(logged).toHaveBeenCalledWith(`[api] ${name}: an answer of another shape`, expect.any(ApiError));
    },
  );

  test.each(SEARCH_NAMES)('[search] %s keeps the well-formed suggestions of a list and leaves out the others', async (name) => {
    const suggestions = responseExamples[name]();
    vi.stubGlobal('fetch', answering([{ label: 1 }, ...suggestions, null, 'x']));
    await expect(SEARCHES[name]()).resolves.toEqual(suggestions);
    // an empty list is a search that found nothing, not a failure
    vi.stubGlobal('fetch', answering([]));
    await expect(SEARCHES[name]()).resolves.toEqual([]);
  });

  const municipio = () => getMunicipio(requestExamples.getMunicipio().body.url, requestExamples.getMunicipio().body.folder);

  test('[registry] getMunicipio without ok and municipio: no municipality, as for an unknown url (the buyer picks it in step 4)', async () => {
    const { ok: _ok, ...withoutOk } = responseExamples.getMunicipio();
    const { municipio: _municipio, ...withoutMunicipio } = responseExamples.getMunicipio();
    const answers: ResponseOf<'getMunicipio'>[] = [stripped('getMunicipio'), withoutMunicipio];
    for (const answer of answers) {
      vi.stubGlobal('fetch', fakeFetch({ getMunicipio: () => answer }));
      await expect(municipio()).resolves.toBeNull();
    }
    // without ok, the municipality the answer carries is the one found
    vi.stubGlobal('fetch', fakeFetch({ getMunicipio: () => withoutOk }));
    await expect(municipio()).resolves.toEqual(responseExamples.getMunicipio().municipio);
    // a municipality of another shape is none
    vi.stubGlobal('fetch', answering({ ...withoutOk, municipio: { municipio: 'Sevilla' } }));
    await expect(municipio()).resolves.toBeNull();
  });

  test('[note] preValidateNs answering another shape: not prevalidated, as when the call fails, and the buyer goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form } = requestExamples.preValidateNs().body;
    for (const body of [{}, null, { results: 'x' }, { ...responseExamples.preValidateNs(), avisos: 'x' }]) {
      vi.stubGlobal('fetch', answering(body));
      // the review step reads a rejection as 'could not check' and blocks nothing (review-steps.tsx)
      await expect(preValidateNs(form)).rejects.toBeInstanceOf(ApiError);
    }
    expect(logged).toHaveBeenCalledWith('[api] preValidateNs: an answer of another shape', expect.any(ApiError));
    vi.stubGlobal('fetch', fakeFetch({ preValidateNs: () => responseExamples.preValidateNs() }));
    await expect(preValidateNs(form)).resolves.toEqual(responseExamples.preValidateNs());
  });

  test.each(NOT_CALLED)('[api] no API module calls %s (the client posts instead)', (name) => {
    const folder = new URL('.', import.meta.url);
    const modules = readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(modules).toContain('client.ts');
    const callers = modules.filter((file) => new RegExp(`['"\`]${name}['"\`]`).test(readFileSync(new URL(file, folder), 'utf8')));
    expect(callers).toEqual([]);
  });
});

/** An XMLHttpRequest that answers `body` with a 200 once sent (pushFilesToPedido uploads with one, for its progress). */
function xhrAnswering(body: unknown) {
  return class {
    status = 200;
    responseText = JSON.stringify(body);
    withCredentials = false;
    readonly upload = { addEventListener: () => undefined };
    private readonly loaded: (() => void)[] = [];
    open = () => undefined;
    setRequestHeader = () => undefined;
    addEventListener(type: string, handler: () => void) {
      if (type === 'load') this.loaded.push(handler);
    }
    send() {
      queueMicrotask(() => this.loaded.forEach((handler) => handler()));
    }
  };
}

/** GET pedidos answering `pedidos`, with the customer's config. */
const pedidosAnswering = (pedidos: CartItem[]) => () => ({ pedidos, config: customerConfigExample() });

describe('[api] answers without the parts the spec does not show: account, orders and payment', () => {
  test('[orders] pedidos without the list: read as a list that could not be loaded (pedidos null)', async () => {
    const { config } = stripped('getPedidos');
    vi.stubGlobal('fetch', fakeFetch({ getPedidos: () => stripped('getPedidos') }));
    await expect(getPedidos(requestExamples.getPedidos().query)).resolves.toEqual({ pedidos: null, config });
  });

  test('[version] a version file without a version: no new version, nothing to reload', async () => {
    vi.stubGlobal('fetch', fakeFetch({ getVersion: () => stripped('getVersion') }));
    await expect(getVersion(Number(requestExamples.getVersion().query.t))).resolves.toBeNull();
  });

  test('[register] checkEmail answering only its config: the address reads as a new buyer’s, and the buyer goes on', async () => {
    vi.stubGlobal('fetch', fakeFetch({ checkEmail: () => stripped('checkEmail') }));
    await expect(checkEmail(requestExamples.checkEmail().params.email)).resolves.toBe(false);
  });

  test.each([true, false])('[account] authenticate answering only its config: logged in as the config says (%s)', async (loggedIn) => {
    const config = customerConfigExample({ loggedIn });
    vi.stubGlobal('fetch', fakeFetch({ authenticate: () => ({ ...stripped('authenticate'), config }) }));
    await expect(authenticate(requestExamples.authenticate().body)).resolves.toEqual({ ok: loggedIn, message: '', config });
  });

  test('[account] rememberPassword answering only its config: a reminder sent, its link the authenticate page for the address', async () => {
    vi.stubGlobal('fetch', fakeFetch({ rememberPassword: () => stripped('rememberPassword') }));
    const { params, query } = requestExamples.rememberPassword();
    await expect(rememberPassword(params.email, query.path)).resolves.toBe(ROUTES.authenticateAs(params.email));
  });

  test('[billing] GET client answering only its config: no record kept yet, no regions to pick from', async () => {
    vi.stubGlobal('fetch', fakeFetch({ getClient: () => stripped('getClient') }));
    await expect(getClient()).resolves.toEqual({ client: null, regions: [] });
  });

  test('[billing] a billing record without its country has the store’s: Portugal for store 16', async () => {
    const { country: _left, ...record } = billingRecordExample({ taxId: '123456789', postalCode: '1000-001' });
    const config = customerConfigExample({ store_id: 16 });
    vi.stubGlobal('fetch', fakeFetch({ getClient: () => ({ client: record, config }) }));
    await expect(getClient()).resolves.toEqual({ client: { ...record, country: 'PT' }, regions: [] });
  });

  test('[billing] clientupdate answering only its config: saved, no message, the record as sent with its account’s last four digits', async () => {
    const { config } = stripped('clientUpdate');
    vi.stubGlobal('fetch', fakeFetch({ clientUpdate: () => stripped('clientUpdate') }));
    const { data } = requestExamples.clientUpdate().body;
    await expect(clientUpdate(data)).resolves.toEqual({ ok: true, message: '', client: billingRecordExample(), config });
  });

  test('[orders] loadorder answering only its config: the order as its items in GET pedidos tell it, with no total added up', async () => {
    const order = paidOrderExample();
    vi.stubGlobal('fetch', fakeFetch({ loadOrder: () => stripped('loadOrder'), getPedidos: pedidosAnswering(order.items) }));
    await expect(loadOrder(requestExamples.loadOrder().query.id)).resolves.toEqual({ ...order, total: null, payment_method: null });
  });

  test('[orders] loadorder answering only its config, for an order GET pedidos does not list: an unknown order (null)', async () => {
    vi.stubGlobal('fetch', fakeFetch({ loadOrder: () => stripped('loadOrder'), getPedidos: pedidosAnswering([]) }));
    await expect(loadOrder(requestExamples.loadOrder().query.id)).resolves.toBeNull();
  });

  test('[cart] loadquote answering only its config: the quote loaded, the cart read again', async () => {
    const cart = cartExample().cart;
    vi.stubGlobal('fetch', fakeFetch({ loadQuote: () => stripped('loadQuote'), getCart: () => ({ cart, config: configExample() }) }));
    await expect(loadQuote(requestExamples.loadQuote().query.id)).resolves.toBe(true);
    expect(cartState.items).toEqual(cart);
  });

  test('[payment] stripe process answering only its config: the card payment completed for the order asked about', async () => {
    vi.stubGlobal('fetch', fakeFetch({ stripeProcess: () => stripped('stripeProcess') }));
    const orderId = requestExamples.stripeProcess().query.order_id;
    await expect(stripeProcess(orderId)).resolves.toMatchObject({ ok: true, message: '', order_id: orderId });
  });

  test('[product] updatepedido answering only its config: the updated item read again from GET pedidos', async () => {
    const { query, body } = requestExamples.updatePedido();
    const item = orderAwaitingPaymentExample({ id: body.item_id, order_id: query.id, referencia: 'NS-2026-000777' });
    vi.stubGlobal('fetch', fakeFetch({ updatePedido: () => stripped('updatePedido'), getPedidos: pedidosAnswering([item]) }));
    await expect(updatePedido(query.id, body.item_id, body.options)).resolves.toEqual(item);
  });

  test('[product] updatepedido answering only its config, for an item GET pedidos does not list: a failed call', async () => {
    const { query, body } = requestExamples.updatePedido();
    vi.stubGlobal('fetch', fakeFetch({ updatePedido: () => stripped('updatePedido'), getPedidos: pedidosAnswering([]) }));
    vi.mocked(console.error).mockImplementation(() => {});
    await expect(updatePedido(query.id, body.item_id, body.options)).rejects.toBeInstanceOf(ApiError);
  });

  test('[nota simple] updatePedidoNS answering only its config: the corrected item read again from GET pedidos', async () => {
    const { query, body } = requestExamples.updatePedidoNs();
    const item = orderAwaitingPaymentExample({ id: query.id, referencia: 'NS-2026-000778' });
    vi.stubGlobal('fetch', fakeFetch({ updatePedidoNs: () => stripped('updatePedidoNs'), getPedidos: pedidosAnswering([item]) }));
    await expect(updatePedidoNs(item.order_id ?? '', query.id, body.data)).resolves.toEqual(item);
  });

  test('[account] invoice answering only its config: the order’s first invoice its items list in GET pedidos', async () => {
    const orderId = requestExamples.getInvoice().query.order_id;
    const facturas = [documentLink(orderId, 'factura')];
    const item = orderInProgressExample();
    const items = [{ ...item, order_id: orderId, extra: { ...item.extra, facturas } }];
    vi.stubGlobal('fetch', fakeFetch({ getInvoice: () => stripped('getInvoice'), getPedidos: pedidosAnswering(items) }));
    await expect(getInvoice(orderId)).resolves.toBe(facturas[0]);
  });

  test('[uploads] pushFilesToPedido answering only its config: the item sent to, the file as GET pedidos lists it on that item', async () => {
    const orderId = requestExamples.pushFilesToPedido().query.order_id;
    const stored = uploadedFileExample({ file_id: '77', name: 'escritura.pdf' });
    const item = { ...orderInProgressExample(), id: UPLOAD_ITEM_ID, order_id: orderId };
    const items = [{ ...item, extra: { ...item.extra, files: [uploadedFileExample({ name: 'otro.pdf' }), stored] } }];
    vi.stubGlobal('XMLHttpRequest', xhrAnswering(stripped('pushFilesToPedido')));
    vi.stubGlobal('fetch', fakeFetch({ getPedidos: pedidosAnswering(items) }));
    const file = new File(['%PDF-1.4\n'], 'escritura.pdf', { type: 'application/pdf' });
    await expect(pushFilesToPedido(orderId, file, { itemId: UPLOAD_ITEM_ID })).resolves.toMatchObject({
      ok: true,
      item_id: UPLOAD_ITEM_ID,
      files: [stored],
    });
  });
});
