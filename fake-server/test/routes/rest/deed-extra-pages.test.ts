import { describe, expect, test } from 'vitest';
import type { AddToCartResponse } from '#contracts/cart.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';
import { openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';

// spec 9: pages beyond 20 of a deed copy cost 1,5 € + IVA (simple) or 3,5 € + IVA (authentic); the backend charges them.
const server = repositoryServerForThisFile();
const DEED = PRODUCT_IDS.deedCopy;
const answers = (copy: string, pages: [string, string] | null) => [
  { option_id: '1648', product_id: DEED, type: 'radio', value: '4318' },
  { option_id: '1655', product_id: DEED, type: 'radio', value: '4324' },
  { option_id: '20021', product_id: DEED, type: 'field', value: 'Luis Fernández Gil' },
  { option_id: '20023', product_id: DEED, type: 'date', value: '12-ene-2004' },
  { option_id: '20025', product_id: DEED, type: 'radio', value: '40013' },
  { option_id: '20020', product_id: DEED, type: 'radio', value: copy },
  ...(pages === null ? [] : [{ option_id: pages[0], product_id: DEED, type: 'radio', value: pages[1] }]),
];

async function added(values: ReturnType<typeof answers>) {
  const browser = await openBrowser(server());
  const response = await browser.post('/desktopapp/rest/addgeneric', {
    config: await defaultConfigFor(browser),
    form: { product_id: DEED, values },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<AddToCartResponse>();
  return body.cart.find((item) => item.id === body.item_id);
}

describe('POST /desktopapp/rest/addgeneric: the deed copy’s extra pages', () => {
  test.each([
    ['a simple copy of about 30 pages', answers('40010', ['20157', '40131']), 99 + 18.15, 'Unas 30 (10 páginas de más)'],
    ['a simple copy of about 80 pages', answers('40010', ['20157', '40133']), 99 + 108.9, 'Unas 80 (60 páginas de más)'],
    ['an authentic copy of about 50 pages', answers('40011', ['20158', '40137']), 99 + 86 + 127.05, 'Unas 50 (30 páginas de más)'],
    ['a buyer who does not know: nothing now', answers('40010', ['20157', '40134']), 99, 'No lo sé'],
    ['no answer: nothing now', answers('40010', null), 99, undefined],
  ])('[product] %s is charged %s €', async (_, values, price, printed) => {
    const item = await added(values);
    expect(item?.extra.current_price).toBe(Math.round(price * 100) / 100);
    expect(item?.options.find((option) => option.option_id === '20157' || option.option_id === '20158')?.print_value).toBe(printed);
  });
});
