import { describe, expect, test } from 'vitest';
import type { MunicipioResponse } from '#contracts/api/spain.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { offContract, routeOf } from '../../helpers/call.ts';

describe(routeOf('getMunicipio'), () => {
  test('[municipality] a landing page url answers the municipality and its registry offices', async () => {
    const browser = await openBrowser(await build());
    const response = await browser.call('getMunicipio', { body: { url: 'a-coruna', folder: 'NotaSimpleRegistroPropiedad' } });
    const body = response.json<MunicipioResponse>();
    expect(body.ok).toBe(true);
    expect(body.municipio).toMatchObject({ municipio: 'A Coruña', codigo_ine: '15030', provincia: 'A Coruña' });
    expect(body.municipio?.registros[0]?.nombre).toBe('Registro de la Propiedad de A Coruña');
    expect(body.config.store_id).toBe(14);
  });

  test('[municipality] an unknown url answers ok false and no municipality', async () => {
    const browser = await openBrowser(await build());
    const response = await browser.call('getMunicipio', { body: { url: 'atlantida', folder: 'RegistroPropiedad' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<MunicipioResponse>()).toMatchObject({ ok: false, municipio: null });
  });

  test('[municipality] a folder that is not a landing page is refused naming the field', async () => {
    const browser = await openBrowser(await build());
    const response = await browser.call('getMunicipio', { body: offContract({ url: 'madrid', folder: 'Otra' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('folder');
  });
});
