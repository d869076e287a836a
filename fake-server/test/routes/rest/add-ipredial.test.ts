import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addedIpredialExample, ipredialFormExample } from '#contracts/testing/portugal-examples.ts';
import { addedItem, printed, refusal, visitorOn } from '../../helpers/portugal.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { routeOf } from '../../helpers/call.ts';

const server = repositoryServerForThisFile();

describe(routeOf('addIpredial'), () => {
  test('[report] a simplified report lands in the cart at 11.00, its line in Portuguese', async () => {
    const { browser, config } = await visitorOn(server(), 26);

    const item = addedItem(await browser.call('addIpredial', { body: { config, form: ipredialFormExample() } }));

    expect(item).toMatchObject({
      product_id: PRODUCT_IDS.simplifiedReport,
      product_name: 'Informação Predial Simplificada',
      extra: { current_price: 11 },
    });
    expect(printed(item)).toEqual(['Paranhos (Porto, Porto)', 'Descrição n.º 2543']);
    expect(item.options).toEqual(addedIpredialExample().options);
  });

  test('[report] urgent service prints "Urgente" and costs nothing extra; a fraction prints too', async () => {
    const { browser, config } = await visitorOn(server());
    const form = ipredialFormExample({
      tiene_numero: false,
      num_ficha: '',
      prop_horizontal: true,
      prop_horizontal_fracao: 'c',
      urgente: true,
    });

    const item = addedItem(await browser.call('addIpredial', { body: { config, form } }));

    expect(printed(item)).toEqual(['Paranhos (Porto, Porto)', 'Fração C', 'Urgente']);
    expect(item.extra.current_price).toBe(11);
  });

  test.each([
    ['a parish of the Azores', ipredialFormExample({ distrito_concelho_freguesia: '410101' }), 'distrito_concelho_freguesia'],
    ['a parish of Madeira', ipredialFormExample({ distrito_concelho_freguesia: '310301' }), 'distrito_concelho_freguesia'],
    ['an unknown parish code', ipredialFormExample({ distrito_concelho_freguesia: '999999' }), 'distrito_concelho_freguesia'],
    ['a malformed description number', ipredialFormExample({ num_ficha: '2543/1997' }), 'num_ficha'],
    ['no description number although the buyer has it', ipredialFormExample({ num_ficha: '' }), 'num_ficha'],
    ['a description number although the buyer has none', ipredialFormExample({ tiene_numero: false }), 'num_ficha'],
    ['a horizontal property without its fraction', ipredialFormExample({ prop_horizontal: true }), 'prop_horizontal_fracao'],
  ])('[report] %s is refused with a 400 naming the field', async (_what, form, field) => {
    const { browser, config } = await visitorOn(server());

    expect(refusal(await browser.call('addIpredial', { body: { config, form } }))).toContain(`body/form/${field}`);
  });

  test('[report] the Azores refusal says the report covers mainland parishes only', async () => {
    const { browser, config } = await visitorOn(server());

    const message = refusal(
      await browser.call('addIpredial', { body: { config, form: ipredialFormExample({ distrito_concelho_freguesia: '410101' }) } }),
    );

    expect(message).toBe(
      'body/form/distrito_concelho_freguesia 410101 (Almagreira (Vila do Porto, Região Autónoma dos Açores)) is outside mainland Portugal, which this service covers',
    );
  });

  test('[report] a Spanish store cannot add a simplified report', async () => {
    const { browser, config } = await visitorOn(server(), 9);

    expect(refusal(await browser.call('addIpredial', { body: { config, form: ipredialFormExample() } }))).toContain(
      'body/config/store_id 9',
    );
  });
});
