import { describe, expect, test } from 'vitest';
import type { CertidaoForm } from '#contracts/api/portugal.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addedCertidaoExample, certidaoFichaFormExample, certidaoFormExample } from '#contracts/testing/portugal-examples.ts';
import { notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import { addedItem, printed, refusal, visitorOn } from '../../helpers/portugal.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { routeOf } from '../../helpers/call.ts';

const server = repositoryServerForThisFile();

/** A rústica identified by its article, with a section, not in horizontal property. */
const rusticForm = (overrides: Partial<CertidaoForm> = {}) =>
  certidaoFormExample({
    tipo_urbana: false,
    tipo_rustica: true,
    numero_artigo: '567',
    seccao: 'ab',
    prop_horizontal: false,
    prop_horizontal_fracao: '',
    ...overrides,
  });

/** A certificate identified by the old book entry. */
const livroForm = (overrides: Partial<CertidaoForm> = {}) =>
  certidaoFichaFormExample({
    forma_identificar_ficha: false,
    num_ficha: '',
    forma_identificar_livro: true,
    num_livro: '345',
    livro: 'B-12',
    folhas: '123 v.',
    ...overrides,
  });

describe(routeOf('addCertidao'), () => {
  test('[certificate] a certificate identified by matricial data lands in the cart at 24.70, its line in Portuguese', async () => {
    const { browser, config } = await visitorOn(server());

    const item = addedItem(await browser.call('addCertidao', { body: { config, form: certidaoFormExample() } }));

    expect(item).toMatchObject({
      product_id: PRODUCT_IDS.permanentCertificate,
      product_name: 'Certidão Permanente',
      extra: { current_price: 24.7 },
    });
    expect(printed(item)).toEqual(['Paranhos (Porto, Porto)', 'Artigo urbano 1234', 'Fração B']);
    expect(item.options).toEqual(addedCertidaoExample().options);
  });

  test('[certificate] by description number, by book entry, and a rústica with its section print as the registry writes them', async () => {
    const { browser, config } = await visitorOn(server());

    const ficha = addedItem(await browser.call('addCertidao', { body: { config, form: certidaoFichaFormExample() } }));
    const livro = addedItem(await browser.call('addCertidao', { body: { config, form: livroForm() } }));
    const rustic = addedItem(await browser.call('addCertidao', { body: { config, form: rusticForm() } }));

    expect(printed(ficha)).toEqual(['Paranhos (Porto, Porto)', 'Descrição n.º 2543/19970317']);
    expect(printed(livro)).toEqual(['Paranhos (Porto, Porto)', 'Descrição n.º 345, livro B-12, fls. 123 v.']);
    expect(printed(rustic)).toEqual(['Paranhos (Porto, Porto)', 'Artigo rústico 567, secção AB']);
  });

  test.each([
    ['an unknown parish code', certidaoFormExample({ distrito_concelho_freguesia: '999999' }), 'distrito_concelho_freguesia'],
    ['no identification mode', certidaoFormExample({ forma_identificar_matricial: false }), 'forma_identificar_'],
    ['two identification modes', certidaoFormExample({ forma_identificar_ficha: true, num_ficha: '2543' }), 'forma_identificar_'],
    ['both rústica and urbana', certidaoFormExample({ tipo_rustica: true }), 'tipo_rustica'],
    ['neither rústica nor urbana', certidaoFormExample({ tipo_urbana: false }), 'tipo_rustica'],
    ['an article number with letters', certidaoFormExample({ numero_artigo: '12A' }), 'numero_artigo'],
    ['a section for an urban property', certidaoFormExample({ seccao: 'AB' }), 'seccao'],
    ['a section that is not letters and digits', rusticForm({ seccao: 'A-1' }), 'seccao'],
    ['a description number on an unreal date', certidaoFichaFormExample({ num_ficha: '2543/19970231' }), 'num_ficha'],
    ['a matricial answer left in ficha mode', certidaoFichaFormExample({ numero_artigo: '1234' }), 'numero_artigo'],
    ['a book entry number with letters', livroForm({ num_livro: 'B45' }), 'num_livro'],
    ['a book entry without its book', livroForm({ livro: ' ' }), 'livro'],
    ['a book entry without its folios', livroForm({ folhas: '' }), 'folhas'],
    ['a fraction that is not letters', certidaoFormExample({ prop_horizontal_fracao: 'B1' }), 'prop_horizontal_fracao'],
    ['a fraction outside horizontal property', certidaoFormExample({ prop_horizontal: false }), 'prop_horizontal_fracao'],
    ['a rústica in horizontal property', rusticForm({ seccao: '', prop_horizontal: true, prop_horizontal_fracao: 'A' }), 'prop_horizontal'],
    ['an article number longer than the schema allows', certidaoFormExample({ numero_artigo: '1234567' }), 'numero_artigo'],
  ])('[certificate] %s is refused with a 400 naming the field', async (_what, form, field) => {
    const { browser, config } = await visitorOn(server());

    expect(refusal(await browser.call('addCertidao', { body: { config, form } }))).toContain(`body/form/${field}`);
  });

  test('[certificate] a Spanish store cannot add a permanent certificate, as a Portuguese one cannot add a Nota Simple', async () => {
    const spanish = await visitorOn(server(), 14);
    const portuguese = await visitorOn(server(), 16);

    const certificate = refusal(
      await spanish.browser.call('addCertidao', { body: { config: spanish.config, form: certidaoFormExample() } }),
    );
    const note = refusal(await portuguese.browser.call('addNs', { body: { config: portuguese.config, form: notaSimpleFormExample() } }));

    expect(certificate).toBe('body/config/store_id 14 does not sell Portuguese registry services');
    expect(note).toBe('body/config/store_id 16 does not sell Spanish registry services');
  });
});
