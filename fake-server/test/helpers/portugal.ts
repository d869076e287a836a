import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AddToCartResponse, CartItem } from '#contracts/api/cart.ts';
import type { Config } from '#contracts/api/config.ts';
import { type Browser, openBrowser } from './build.ts';
import { configOf } from './spain.ts';

/** A new visitor on a store (16, Portuguese, unless told), with the configuration its browser sends back. */
export async function visitorOn(app: FastifyInstance, storeId = 16): Promise<{ browser: Browser; config: Config }> {
  const browser = await openBrowser(app);
  await browser.call('getConfig', { query: { store: storeId } });
  return { browser, config: await configOf(browser) };
}

/** The item an add-to-cart call just added; fails the test when the call did not answer 200. */
export function addedItem(response: LightMyRequestResponse): CartItem {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Required<AddToCartResponse>>();
  const item = body.cart.find((candidate) => candidate.id === body.item_id);
  if (item === undefined) throw new Error(`item ${body.item_id} is not in the cart answered`);
  return item;
}

/** What the cart line shows after the product name: the printed options. */
export const printed = (item: CartItem): string[] => item.options.map((option) => option.print_value).filter(Boolean);

/** The message of a 400, after checking it is one. */
export function refusal(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string }>().message;
}
