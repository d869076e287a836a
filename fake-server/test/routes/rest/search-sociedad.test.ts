import { describe, expect, test } from 'vitest';
import { isValidCif } from '#contracts/rules/spanish-tax-ids.ts';
import { openBrowser } from '../../helpers/build.ts';
import { buildOnRepositoryFixtures } from '../../helpers/spain.ts';
import { routeOf } from '../../helpers/call.ts';

describe(routeOf('searchSociedad'), () => {
  test('[company] part of a company name suggests the companies with their CIF', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    const found = await browser.answer('searchSociedad', { query: { app: '1', sociedad: 'inmobil' } });
    expect(found.map((company) => company.nombre)).toContain('Inmobiliaria Brisa del Sur S.A.');
    expect(found.every((company) => isValidCif(company.cif))).toBe(true);
  });

  test('[company] a CIF finds its company', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    expect(await browser.answer('searchSociedad', { query: { app: '1', sociedad: 'B10042711' } })).toEqual([
      { nombre: 'Construcciones Almendral S.L.', cif: 'B10042711' },
    ]);
  });

  test('[company] one letter suggests nothing', async () => {
    const browser = await openBrowser(await buildOnRepositoryFixtures());
    expect(await browser.answer('searchSociedad', { query: { app: '1', sociedad: 'c' } })).toEqual([]);
  });
});
