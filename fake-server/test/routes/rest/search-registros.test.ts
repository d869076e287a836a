import { describe, expect, test } from 'vitest';
import type { RegistroSuggestion } from '#contracts/api/spain.ts';
import { build, openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

const search = (term: string) => `/registros.php?app=1&term=${encodeURIComponent(term)}`;

describe(routeOf('searchRegistros'), () => {
  test('[registry] typing a municipality suggests it first, with its province, offices and delivery hours', async () => {
    const browser = await openBrowser(await build());
    const [madrid] = await browser.json<RegistroSuggestion[]>(search('madr'));

    expect(madrid).toMatchObject({ label: 'Madrid (Madrid)', value: 'Madrid', codigo_ine: '28079', url: 'madrid', lento: false });
    expect(madrid?.registros.map((office) => office.nombre)).toEqual([
      'Registro de la Propiedad de Madrid número 1',
      'Registro de la Propiedad de Madrid número 2',
      'Registro de la Propiedad de Madrid número 3',
    ]);
    expect(madrid?.horas_entrega).toBe(Math.max(...(madrid?.registros ?? []).map((office) => office.horas_entrega)));
  });

  test('[registry] accents and articles do not matter: "coruna" finds A Coruña', async () => {
    const browser = await openBrowser(await build());
    const [coruna] = await browser.json<RegistroSuggestion[]>(search('coruna'));
    expect(coruna).toMatchObject({ municipio: 'A Coruña', provincia: 'A Coruña', url: 'a-coruna' });
  });

  test('[registry] a municipality near a listed slow one is flagged slow (lento)', async () => {
    const browser = await openBrowser(await build());
    const [marbella] = await browser.json<RegistroSuggestion[]>(search('marbella'));
    expect(marbella?.lento).toBe(true);
  });

  test('[registry] fewer than 2 letters, or no match, suggests nothing', async () => {
    const browser = await openBrowser(await build());
    expect(await browser.json(search('m'))).toEqual([]);
    expect(await browser.json(search('zzzz'))).toEqual([]);
  });

  test('[registry] at most 10 suggestions from the whole INE list, the exact name first', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const found = await browser.json<RegistroSuggestion[]>(search('villanueva'));
    expect(found).toHaveLength(10);
    const [vera] = await browser.json<RegistroSuggestion[]>(search('vera'));
    expect(vera?.municipio).toBe('Vera');
  });

  test('[registry] a request without app=1 is refused naming the field', async () => {
    const browser = await openBrowser(await build());
    const response = await browser.call('searchRegistros', { query: { term: 'madrid' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('app');
  });
});
