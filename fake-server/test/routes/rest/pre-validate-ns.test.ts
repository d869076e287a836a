import { describe, expect, test } from 'vitest';
import type { PreValidateNsResponse } from '#contracts/api/spain.ts';
import { openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures, firstSuggestion, notaSimpleForm } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('preValidateNs'), () => {
  test('[nota simple] tells an unknown owner and a slow registry, with a note for each', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Marbella');
    const form = notaSimpleForm(place, { conoce_nombre_propietario: false, nombre: 'Desconocido' });

    const body = (await browser.call('preValidateNs', { body: { form } })).json<PreValidateNsResponse>();

    expect(body).toMatchObject({ ok: true, propietario_desconocido: true, registro_lento: true, servicio_urgente_custom: false });
    expect(body.registros).toContain('Registro de la Propiedad de Marbella número 1');
    expect(body.avisos).toHaveLength(2);
  });

  test('[nota simple] a plain request has nothing to warn about', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');
    const body = (await browser.call('preValidateNs', { body: { form: notaSimpleForm(place) } })).json<PreValidateNsResponse>();
    expect(body).toMatchObject({ ok: true, propietario_desconocido: false, registro_lento: false, avisos: [] });
  });

  test('[nota simple] a form without its address is refused naming the field', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const place = await firstSuggestion(browser, 'Sevilla');
    const response = await browser.call('preValidateNs', { body: { form: notaSimpleForm(place, { direccion: '' }) } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('direccion');
  });
});
