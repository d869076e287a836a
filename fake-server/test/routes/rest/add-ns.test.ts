import { describe, expect, test } from 'vitest';
import type { AddToCartResponse } from '#contracts/api/cart.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addedNotaSimpleExample } from '#contracts/testing/spain-examples.ts';
import { openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures, configOf, firstSuggestion, notaSimpleForm } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('addNs'), () => {
  test('[nota simple] adds a Nota Simple whose cart line shows owner, address and municipality', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');

    const response = await browser.call('addNs', { body: { config: await configOf(browser), form: notaSimpleForm(place) } });

    const body = response.json<Required<AddToCartResponse>>();
    expect(response.statusCode).toBe(200);
    const item = body.cart.find((candidate) => candidate.id === body.item_id);
    expect(item).toMatchObject({ product_id: PRODUCT_IDS.simpleNote, product_name: 'Nota Simple', extra: { current_price: 20.76 } });
    expect(item?.options.map((option) => option.print_value).filter(Boolean)).toEqual(
      addedNotaSimpleExample().options.map((option) => option.print_value),
    );
  });

  test('[nota simple] an unknown owner prints as "Titular desconocido"', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');
    const form = notaSimpleForm(place, { conoce_nombre_propietario: false, nombre: '' });

    const body = (await browser.call('addNs', { body: { config: await configOf(browser), form } })).json<Required<AddToCartResponse>>();

    expect(body.cart.at(-1)?.options[0]?.print_value).toBe('Titular desconocido');
  });

  test('[nota simple] urgent service is the urgent Nota Simple; custom when the registry delivers in under 4 hours', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');
    const form = notaSimpleForm(place, { servicio_urgente: true });

    const body = (await browser.call('addNs', { body: { config: await configOf(browser), form } })).json<Required<AddToCartResponse>>();

    const item = body.cart.at(-1);
    expect(item).toMatchObject({ product_id: PRODUCT_IDS.urgentSimpleNote, extra: { current_price: 32.76 } });
    const urgent = item?.options.find((option) => option.option_id === 'servicio_urgente')?.print_value;
    expect(urgent).toBe(place.horas_entrega < 4 ? `Urgente: antes de ${place.horas_entrega} horas laborables` : 'Urgente');
  });

  test('[nota simple] a custom-urgency flag that contradicts the registry is refused naming the field', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Marbella');
    const form = { ...notaSimpleForm(place, { servicio_urgente: true }), servicio_urgente_custom: true, horas_urgente_custom: 2 };

    const response = await browser.call('addNs', { body: { config: await configOf(browser), form } });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body/form/servicio_urgente_custom');
  });

  test('[nota simple] a municipality code that is not INE, or a known owner without a name, is refused', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');
    const config = await configOf(browser);

    const badCode = await browser.call('addNs', { body: { config, form: notaSimpleForm(place, { codigo_ine: '99999' }) } });
    const noName = await browser.call('addNs', { body: { config, form: notaSimpleForm(place, { nombre: ' ' }) } });

    expect(badCode.json<{ message: string }>().message).toContain('body/form/codigo_ine');
    expect(noName.json<{ message: string }>().message).toContain('body/form/nombre');
  });

  test.each([
    [{ direccion: '  a  ' }, 'body/form/direccion needs at least 3 characters besides spaces'],
    [{ provincia: 'Madrid' }, "body/form/provincia 'Madrid' is not the province of body/form/codigo_ine"],
    [{ conoce_nombre_propietario: false }, 'body/form/nombre must be empty when body/form/conoce_nombre_propietario is false'],
    [{ nombre: 'Desconocido' }, 'body/form/nombre is required when body/form/conoce_nombre_propietario is true'],
  ])('[nota simple] what the wizard never sends is refused, as its steps refuse it (%o)', async (overrides, message) => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');
    const config = await configOf(browser);

    const response = await browser.call('addNs', { body: { config, form: notaSimpleForm(place, overrides) } });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect((await browser.answer('getCart')).cart).toEqual([]);
  });

  test('[nota simple] a Portuguese store cannot add a Nota Simple', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');
    await browser.call('getConfig', { query: { store: '16' } });

    const response = await browser.call('addNs', { body: { config: await configOf(browser), form: notaSimpleForm(place) } });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('store_id');
  });
});
