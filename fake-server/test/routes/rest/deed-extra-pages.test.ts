import { describe, expect, test } from 'vitest';
import type { AddToCartResponse } from '#contracts/api/cart.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { deedCopyFormExample } from '#contracts/testing/generic-examples.ts';
import { defaultConfigFor } from '../../helpers/generic.ts';
import { openBrowser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { routeOf } from '../../helpers/call.ts';

// spec 9: pages beyond 20 of a deed copy cost 1,5 € + IVA (simple) or 3,5 € + IVA (authentic); the backend charges them.
const server = repositoryServerForThisFile();
const DEED = PRODUCT_IDS.deedCopy;
/** The shared deed copy's answers (a property deed, with its data), with that copy type and that page answer. */
const answers = (copy: '40010' | '40011', pages: [string, string] | null) =>
  deedCopyFormExample().values.flatMap((value) => {
    // the shipping address is asked of an authentic copy only
    if (value.option_id === '20027' && copy === '40010') return [];
    if (value.option_id !== '20020') return [value];
    const page = pages === null ? [] : [{ option_id: pages[0], product_id: DEED, type: 'radio' as const, value: pages[1] }];
    return [{ ...value, value: copy }, ...page];
  });

async function added(values: ReturnType<typeof answers>) {
  const browser = await openBrowser(server());
  const response = await browser.call('addGeneric', {
    body: {
      config: await defaultConfigFor(browser),
      form: { product_id: DEED, values },
    },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<Required<AddToCartResponse>>();
  return body.cart.find((item) => item.id === body.item_id);
}

describe(`${routeOf('addGeneric')}: the deed copy’s extra pages`, () => {
  test.each([
    ['a simple copy of about 30 pages', answers('40010', ['20157', '40131']), 119.76 + 18.15, 'Unas 30 (10 páginas de más)'],
    ['a simple copy of about 80 pages', answers('40010', ['20157', '40133']), 119.76 + 108.9, 'Unas 80 (60 páginas de más)'],
    ['an authentic copy of about 50 pages', answers('40011', ['20158', '40137']), 205.76 + 127.05, 'Unas 50 (30 páginas de más)'],
    ['a buyer who does not know: nothing now', answers('40010', ['20157', '40134']), 119.76, 'No lo sé'],
    ['no answer: nothing now', answers('40010', null), 119.76, undefined],
  ])('[product] %s is charged what it says', async (_, values, price, printed) => {
    const item = await added(values);
    expect(item?.extra.current_price).toBe(Math.round(price * 100) / 100);
    expect(item?.options.find((option) => option.option_id === '20157' || option.option_id === '20158')?.print_value).toBe(printed);
  });
});

test('[product] the page answer of the other copy type is refused: it is not asked of this one', async () => {
  const browser = await openBrowser(server());
  const response = await browser.call('addGeneric', {
    body: {
      config: await defaultConfigFor(browser),
      form: { product_id: DEED, values: answers('40010', ['20158', '40136']) },
    },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toContain('20158');
});
