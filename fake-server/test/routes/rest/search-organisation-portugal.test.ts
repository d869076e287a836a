import { describe, expect, test } from 'vitest';
import { build, openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { routeOf } from '../../helpers/call.ts';

const repository = repositoryServerForThisFile();
const search = (sociedad: string) => ({ query: { sociedad } });

describe(routeOf('searchOrganisationPortugal'), () => {
  test('[company] part of a name finds the company and its homonyms, told apart by their sede', async () => {
    const browser = await openBrowser(await build());

    expect(await browser.answer('searchOrganisationPortugal', search('ribeiro'))).toEqual([
      { nombre: 'Construções Ribeiro & Filhos, Lda.', nipc: '511281706', sede: 'Braga' },
      { nombre: 'Construções Ribeiro & Filhos, Lda.', nipc: '540397679', sede: 'Viseu' },
    ]);
  });

  test('[company] the name matches without accents, and the start of a NIPC finds its company first', async () => {
    const browser = await openBrowser(await build());

    const byName = await browser.answer('searchOrganisationPortugal', search('cooperativa agricola de alcobaca'));
    const byNipc = await browser.answer('searchOrganisationPortugal', search('5403'));

    expect(byName.map((company) => company.nipc)).toEqual(['507947690']);
    expect(byNipc.map((company) => company.sede)).toEqual(['Viseu']);
  });

  test('[company] one character suggests nothing; the real list answers at most 10', async () => {
    const small = await openBrowser(await build());
    const real = await openBrowser(repository());

    expect(await small.answer('searchOrganisationPortugal', search('r'))).toEqual([]);
    expect(await real.answer('searchOrganisationPortugal', search('lda'))).toHaveLength(10);
  });
});
