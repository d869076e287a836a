import { describe, expect, test } from 'vitest';
import type { AddToCartResponse } from '#contracts/api/cart.ts';
import {
  addedPropertySearchExample,
  companyExample,
  companySearchFormExample,
  personSearchFormExample,
} from '#contracts/testing/spain-examples.ts';
import { openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures, configOf, firstSuggestion, notaSimpleForm } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('addQp'), () => {
  test('[property search] a company with 10 properties costs 12 € plus 10 × 20,76 €, shown in the cart line', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const form = companySearchFormExample();

    const body = (await browser.call('addQp', { body: { config: await configOf(browser), form } })).json<Required<AddToCartResponse>>();

    const item = body.cart.find((candidate) => candidate.id === body.item_id);
    const expected = addedPropertySearchExample();
    expect(item).toMatchObject({ product_id: expected.product_id, product_name: expected.product_name, extra: expected.extra });
    const { nombre, cif } = companyExample();
    expect(item?.options.map((option) => option.print_value).filter(Boolean)).toEqual([
      nombre,
      cif,
      ...expected.options.map((option) => option.print_value),
    ]);
  });

  test('[property search] "all properties" charges the search now and each property found after', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const form = personSearchFormExample({ num_propiedades: 'todas' });

    const item = (await browser.call('addQp', { body: { config: await configOf(browser), form } }))
      .json<Required<AddToCartResponse>>()
      .cart.at(-1);

    expect(item?.extra.current_price).toBe(12);
    expect(item?.options.at(-1)?.print_value).toBe('Todas las propiedades: 12 € + 20,76 € por propiedad encontrada');
  });

  test.each([
    [companySearchFormExample({ cif_empresa: '' }), 'body/form/cif_empresa is not a CIF with a valid control character'],
    [personSearchFormExample({ nombre_empresa: 'Construcciones Almendral S.L.' }), 'body/form/nombre_empresa must be empty for a person'],
    [companySearchFormExample({ dni: '12345678Z' }), 'body/form/dni must be empty for a company'],
    [personSearchFormExample({ nombre_persona: ' Al ' }), 'body/form/nombre_persona is required for a person'],
    [personSearchFormExample({ origin: 'ns', origin_id: '1' }), 'body/form/origin and body/form/origin_id must be empty'],
  ])('[property search] what the wizard never sends is refused, as its steps refuse it (%#)', async (form, message) => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const response = await browser.call('addQp', { body: { config: await configOf(browser), form } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect((await browser.answer('getCart')).cart).toEqual([]);
  });

  test('[property search] a DNI with a wrong check letter is refused naming the field', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const response = await browser.call('addQp', {
      body: {
        config: await configOf(browser),
        form: personSearchFormExample({ dni: '12345678A' }),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body/form/dni');
  });

  test('[property search] coming from a nota simple links the search to it', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const config = await configOf(browser);
    const place = await firstSuggestion(browser, 'Sevilla');
    const note = (await browser.call('addNs', { body: { config, form: notaSimpleForm(place) } })).json<Required<AddToCartResponse>>();

    const form = personSearchFormExample({ proviene_de_ns: true, origin: 'ns', origin_id: note.item_id });
    const body = (await browser.call('addQp', { body: { config, form } })).json<Required<AddToCartResponse>>();

    expect(body.cart.at(-1)?.parent_id).toBe(note.item_id);
  });

  test('[property search] an origin_id that is not a nota simple in the cart is refused', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const form = personSearchFormExample({ proviene_de_ns: true, origin: 'ns', origin_id: '424242' });
    const response = await browser.call('addQp', { body: { config: await configOf(browser), form } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body/form/origin_id');
  });
});
