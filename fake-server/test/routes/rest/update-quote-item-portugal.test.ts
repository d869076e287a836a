import { describe, expect, test } from 'vitest';
import type { CartResponse } from '#contracts/api/cart.ts';
import { certidaoEditOfItem, ipredialEditOfItem } from '#contracts/rules/portuguese-items.ts';
import {
  certidaoEditExample,
  certidaoFormExample,
  editedCertidaoExample,
  ipredialEditExample,
  ipredialFormExample,
} from '#contracts/testing/portugal-examples.ts';
import { notaSimpleEditExample } from '#contracts/testing/spain-examples.ts';
import type { Browser } from '../../helpers/build.ts';
import { addedItem, printed, refusal, visitorOn } from '../../helpers/portugal.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { offContract, routeOf } from '../../helpers/call.ts';

const server = repositoryServerForThisFile();

const update = (browser: Browser, id: string, body: object) => browser.call('updateQuoteItem', { query: { id }, body: offContract(body) });

function itemIn(response: { statusCode: number; body: string; json: <T>() => T }, id: string) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartResponse>().cart.find((item) => item.id === id);
}

describe(`${routeOf('updateQuoteItem')} (Portuguese items)`, () => {
  test('[certificate] the edit dialog’s fields change the certificate’s line; its price stays', async () => {
    const { browser, config } = await visitorOn(server());
    const added = addedItem(await browser.call('addCertidao', { body: { config, form: certidaoFormExample() } }));

    const edited = itemIn(await update(browser, added.id, { config, form: certidaoEditExample() }), added.id);

    expect(edited?.options).toEqual(editedCertidaoExample().options);
    expect(edited && printed(edited)).toEqual(['Bonfim (Porto, Porto)', 'Descrição n.º 345, livro B-12, fls. 123 v.', 'Fração A']);
    expect(edited?.extra.current_price).toBe(24.7);
    expect(edited && certidaoEditOfItem(edited)).toEqual(certidaoEditExample());
  });

  test('[certificate] an edit is checked as an addition: a bad field is a 400 naming it, and the line stays', async () => {
    const { browser, config } = await visitorOn(server());
    const added = addedItem(await browser.call('addCertidao', { body: { config, form: certidaoFormExample() } }));

    const message = refusal(await update(browser, added.id, { config, form: { ...certidaoEditExample(), numero_artigo: '12' } }));

    expect(message).toContain('body/form/numero_artigo');
    const [item] = (await browser.answer('getCart')).cart;
    expect(item && printed(item)).toEqual(['Paranhos (Porto, Porto)', 'Artigo urbano 1234', 'Fração B']);
  });

  test('[certificate] another item’s fields for a certificate are refused naming the form', async () => {
    const { browser, config } = await visitorOn(server());
    const added = addedItem(await browser.call('addCertidao', { body: { config, form: certidaoFormExample() } }));

    expect(refusal(await update(browser, added.id, { config, form: notaSimpleEditExample() }))).toContain('body/form');
    expect(refusal(await update(browser, added.id, { config, form: ipredialEditExample() }))).toContain('body/form');
  });

  test('[report] the edit changes place, number and fraction; the urgency paid for stays', async () => {
    const { browser, config } = await visitorOn(server());
    const form = ipredialFormExample({ urgente: true });
    const added = addedItem(await browser.call('addIpredial', { body: { config, form } }));

    const edited = itemIn(await update(browser, added.id, { config, form: ipredialEditExample() }), added.id);

    expect(edited && printed(edited)).toEqual(['Bonfim (Porto, Porto)', 'Fração C', 'Urgente']);
    expect(edited && ipredialEditOfItem(edited)).toEqual(ipredialEditExample());
    expect(edited?.extra.current_price).toBe(11);
  });

  test('[report] an edit moving the report to the Azores is refused naming the parish', async () => {
    const { browser, config } = await visitorOn(server());
    const added = addedItem(await browser.call('addIpredial', { body: { config, form: ipredialFormExample() } }));

    const message = refusal(
      await update(browser, added.id, { config, form: { ...ipredialEditExample(), distrito_concelho_freguesia: '410101' } }),
    );

    expect(message).toContain('body/form/distrito_concelho_freguesia');
  });
});
