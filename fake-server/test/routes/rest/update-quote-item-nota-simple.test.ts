import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import type { CartResponse } from '#contracts/api/cart.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures, configOf, firstSuggestion } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

describe(`${routeOf('updateQuoteItem')} (Nota Simple)`, () => {
  test('[cart] the edit dialog’s fields change the Nota Simple’s cart line', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
    const place = await firstSuggestion(browser, 'Valladolid');
    const form = {
      nombre: 'Marta Gil',
      direccion: 'Calle Santiago 3',
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      otros_datos: '',
    };

    const response = await browser.call('updateQuoteItem', { query: { id: '1001' }, body: { config: await configOf(browser), form } });

    const item = response.json<CartResponse>().cart.find((candidate) => candidate.id === '1001');
    expect(item?.options.map((option) => option.print_value).filter(Boolean)).toEqual([
      'Marta Gil',
      'Calle Santiago 3',
      'Valladolid (Valladolid)',
    ]);
  });

  test('[cart] generic answers for a Nota Simple are refused naming the form', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    await browser.post('/__admin/seed', { scenario: SCENARIOS.cartWithTwoItems });
    const response = await browser.call('updateQuoteItem', {
      query: { id: '1001' },
      body: {
        config: await configOf(browser),
        form: { product_id: PRODUCT_IDS.simpleNote, values: [] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body/form');
  });
});
