import { describe, expect, test } from 'vitest';
import { build, openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('searchFreguesias'), () => {
  test('[parish] part of a parish name suggests it with its concelho and distrito', async () => {
    const browser = await openBrowser(await build());
    expect(await browser.answer('searchFreguesias', { query: { app: '1', type: 'all', term: 'ferment' } })).toEqual([
      { label: 'Fermentelos (Águeda, Aveiro)', value: '010109', freguesia: 'Fermentelos', concelho: 'Águeda', distrito: 'Aveiro' },
    ]);
  });

  test('[parish] a concelho finds its parishes, without accents too', async () => {
    const browser = await openBrowser(await build());
    const found = await browser.answer('searchFreguesias', { query: { app: '1', type: 'all', term: 'agueda' } });
    expect(found.map((parish) => parish.freguesia)).toEqual(['Fermentelos']);
  });

  test('[parish] type ips leaves out Madeira and the Azores, type all keeps them', async () => {
    const browser = await openBrowser(await build());
    expect(await browser.answer('searchFreguesias', { query: { app: '1', type: 'ips', term: 'funchal' } })).toEqual([]);
    expect(await browser.answer('searchFreguesias', { query: { app: '1', type: 'all', term: 'funchal' } })).toHaveLength(1);
  });

  test('[parish] one letter suggests nothing; an unknown type is a 400 naming the field', async () => {
    const browser = await openBrowser(await build());
    expect(await browser.answer('searchFreguesias', { query: { app: '1', type: 'all', term: 'f' } })).toEqual([]);
    const bad = await browser.call('searchFreguesias', { query: { app: '1', type: 'some', term: 'porto' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('querystring/type');
  });

  test('[parish] the real list answers at most 10 suggestions, best match first', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const found = await browser.answer('searchFreguesias', { query: { app: '1', type: 'all', term: 'santa' } });
    expect(found).toHaveLength(10);
    expect(found[0]?.freguesia.toLowerCase().startsWith('santa')).toBe(true);
  });
});
