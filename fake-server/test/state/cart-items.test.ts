import { describe, expect, test } from 'vitest';
import { MAX_CART_ITEMS } from '#contracts/api/cart.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addCartItem } from '../../src/state/cart-items.ts';
import { createSequences } from '../../src/state/sequences.ts';
import { newVisitor } from '../../src/state/visitor.ts';

describe('adding quote items', () => {
  test('[cart] each added item gets a new id, the price rounded to cents, and lands in that visitor cart only', () => {
    const sequences = createSequences();
    const ana = newVisitor('ana', sequences.nextQuoteId());
    const ben = newVisitor('ben', sequences.nextQuoteId());
    const first = addCartItem(
      ana,
      { product_id: PRODUCT_IDS.deedCopy, product_name: 'Copia de escritura', options: [], price: 119.755 },
      sequences,
    );
    const second = addCartItem(
      ben,
      { product_id: PRODUCT_IDS.energyCertificate, product_name: 'Certificado energético', options: [], price: 90 },
      sequences,
    );
    expect(first.id).not.toBe(second.id);
    expect(first.extra.current_price).toBe(119.76);
    expect(ana.cart).toEqual([first]);
    expect(ben.cart).toEqual([second]);
    expect(first.parent_id).toBeNull();
  });

  test(`[cart] a cart holds at most ${MAX_CART_ITEMS} items: one more is a 400 naming the cart, and nothing is added`, () => {
    const sequences = createSequences();
    const visitor = newVisitor('full', sequences.nextQuoteId());
    const item = { product_id: PRODUCT_IDS.deedCopy, product_name: 'Copia de escritura', options: [], price: 10 };
    for (let index = 0; index < MAX_CART_ITEMS; index += 1) addCartItem(visitor, item, sequences);

    expect(() => addCartItem(visitor, item, sequences)).toThrow(
      expect.objectContaining({ statusCode: 400, message: expect.stringMatching(/^cart: at most 50 items/) }),
    );
    expect(visitor.cart).toHaveLength(MAX_CART_ITEMS);
  });
});
