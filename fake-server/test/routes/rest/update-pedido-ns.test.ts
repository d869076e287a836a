import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/admin.ts';
import type { UpdatePedidoNsResponse } from '#contracts/spain.ts';
import { openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures, firstSuggestion } from '../../helpers/spain.ts';

describe('POST /desktopapp/rest/updatePedidoNS', () => {
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

    const body = (await browser.post('/desktopapp/rest/updatePedidoNS?id=2001', { data })).json<UpdatePedidoNsResponse>();

    expect(body.ok).toBe(true);
    expect(body.pedido?.options.map((option) => option.print_value).filter(Boolean)).toEqual([
      'Luis Marín',
      'Paseo Independencia 8',
      'Zaragoza (Zaragoza)',
      'Finca 1234',
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

    const body = (await browser.post('/desktopapp/rest/updatePedidoNS?id=2003', { data })).json<UpdatePedidoNsResponse>();

    expect(body).toMatchObject({ ok: false, pedido: null });
  });
});
