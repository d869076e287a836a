import { describe, expect, test } from 'vitest';
import type { CustomerActions } from '#contracts/api/customer.ts';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { AddToCartResponse, ItemOption } from '#contracts/api/cart.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { UpdatePedidoNsResponse } from '#contracts/api/spain.ts';
import { personSearchFormExample } from '#contracts/testing/spain-examples.ts';
import { freshCustomer } from '../../helpers/account.ts';
import { openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures, configOf, firstSuggestion, notaSimpleForm } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('updatePedidoNs'), () => {
  test('[orders] corrects the owner, address and municipality of an ordered Nota Simple', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    const place = await firstSuggestion(browser, 'Zaragoza');
    const data = {
      nombre: 'Luis Marín',
      direccion: 'Paseo Independencia 8',
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: 'Finca 1234',
    };

    const body = (await browser.call('updatePedidoNs', { query: { id: '2001' }, body: { data } })).json<UpdatePedidoNsResponse>();

    expect(body.ok).toBe(true);
    expect(body.pedido?.options.map((option) => option.print_value).filter(Boolean)).toEqual([
      'Luis Marín',
      'Paseo Independencia 8',
      'Zaragoza (Zaragoza)',
      'Finca 1234',
    ]);
  });

  test('[orders] a correction of the owner and address keeps every other answer exactly as it was', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.customerWithOrdersInEveryStatus });
    const place = await firstSuggestion(browser, 'Sevilla');
    // 2101 waits for payment; its municipality is answered the older way (the INE code, printed 'Sevilla')
    const before = (await browser.answer('getPedidos')).pedidos.find((item) => item.id === '2101');
    const data = {
      nombre: 'Carmen Torres de la Vega',
      direccion: 'Calle Sierpes 10, 2º B',
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: '',
    };

    const body = (await browser.call('updatePedidoNs', { query: { id: '2101' }, body: { data } })).json<UpdatePedidoNsResponse>();

    const untouched = (options: readonly ItemOption[] = []) =>
      options.filter((option) => option.option_id !== 'nombre' && option.option_id !== 'direccion');
    expect(untouched(body.pedido?.options)).toEqual(untouched(before?.options));
    expect(body.pedido?.options.map(({ label, print_value }) => `${label}: ${print_value}`)).toEqual([
      'Titular: Carmen Torres de la Vega',
      'Dirección: Calle Sierpes 10, 2º B',
      'Municipio: Sevilla',
      'Provincia: Sevilla',
    ]);
  });

  test('[orders] an id that is not an ordered Nota Simple answers ok false', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    const place = await firstSuggestion(browser, 'Zaragoza');
    const data = {
      nombre: 'Luis Marín',
      direccion: 'Paseo Independencia 8',
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: '',
    };

    const body = (await browser.call('updatePedidoNs', { query: { id: '2003' }, body: { data } })).json<UpdatePedidoNsResponse>();

    expect(body).toMatchObject({ ok: false, pedido: null });
  });

  test('[orders] a Nota Simple the registry is already processing, or has delivered, answers 400 and keeps its data', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.customerWithOrdersInEveryStatus });
    const place = await firstSuggestion(browser, 'Zaragoza');
    const data = {
      nombre: 'Luis Marín',
      direccion: 'Paseo Independencia 8',
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: '',
    };

    // 2102 was delivered; 2110 waits to be processed (panel 10)
    const delivered = await browser.call('updatePedidoNs', { query: { id: '2102' }, body: { data } });
    const waiting = await browser.call('updatePedidoNs', { query: { id: '2110' }, body: { data } });

    expect(delivered.statusCode).toBe(400);
    expect(delivered.json<{ message: string }>().message).toMatch(/^querystring\/id: the registry is already processing this Nota Simple/);
    expect(waiting.json<UpdatePedidoNsResponse>().ok).toBe(true);
  });

  test('[orders] with cascades, a property search started from the Nota Simple takes the corrected owner’s name', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const config = await configOf(browser);
    const place = await firstSuggestion(browser, 'Sevilla');
    const note = (await browser.call('addNs', { body: { config, form: notaSimpleForm(place) } })).json<Required<AddToCartResponse>>();
    const search = personSearchFormExample({ proviene_de_ns: true, origin: 'ns', origin_id: note.item_id });
    await browser.call('addQp', { body: { config, form: search } });
    const orderId =
      (await browser.call('checkoutRegister', { body: { form: { email: freshCustomer(), type: 'paypal' } } })).json<
        Required<CheckoutResponse>
      >().order_id ?? '';
    const items = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos;
    const noteItem = items.find((item) => item.product_id === PRODUCT_IDS.simpleNote);
    const data = {
      nombre: 'Ana María Ruiz Gómez',
      direccion: 'Calle Feria 12',
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: '',
    };
    const actions: CustomerActions = {
      operation: 'update',
      update_order_id: orderId,
      operation_multiples_clientes: false,
      cascades: true,
    };

    const body = (
      await browser.call('updatePedidoNs', { query: { id: noteItem?.id ?? '' }, body: { data, actions } })
    ).json<UpdatePedidoNsResponse>();

    expect(body.ok).toBe(true);
    const after = (await browser.answer('getPedidos', { query: { id: orderId } })).pedidos;
    const searched = after.find((item) => item.product_id === PRODUCT_IDS.propertySearchItem);
    expect(searched?.options.find((option) => option.option_id === 'nombre_persona')?.value).toBe('Ana María Ruiz Gómez');
  });

  test('[orders] actions naming another order answer 400 and nothing changes', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.loggedInWithOrders });
    const place = await firstSuggestion(browser, 'Zaragoza');
    const data = {
      nombre: 'Luis Marín',
      direccion: 'Paseo Independencia 8',
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: '',
    };
    const actions: CustomerActions = {
      operation: 'update',
      update_order_id: '1400003870',
      operation_multiples_clientes: false,
      cascades: false,
    };

    const response = await browser.call('updatePedidoNs', { query: { id: '2001' }, body: { data, actions } });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^body\/actions\/update_order_id/);
  });
});
