import { describe, expect, test } from 'vitest';
import { MAX_CART_ANSWER_BYTES, MAX_CART_ITEMS, MAX_ANSWER_LENGTH, answerBytes, cartBoundsProblem, utf8Bytes } from './cart-bounds.ts';
import { GENERIC_ANSWER_MAX_LENGTH } from '../constants/patterns.ts';

const answer = (value: string) => ({ value, print_value: value });
const item = (id: string, value = 'x') => ({ id, options: [answer(value)] });

describe('[cart] what one cart may hold (issue 41)', () => {
  test('[cart] the bounds: 50 items, 1000 characters an answer (the generic form schema takes the same)', () => {
    expect(MAX_CART_ITEMS).toBe(50);
    expect(MAX_ANSWER_LENGTH).toBe(1000);
    expect(GENERIC_ANSWER_MAX_LENGTH).toBe(MAX_ANSWER_LENGTH);
  });

  test('[cart] bytes are counted as UTF-8: ‹ is 3, é 2, an emoji 4', () => {
    expect(utf8Bytes('a')).toBe(1);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('‹')).toBe(3);
    expect(utf8Bytes('😀')).toBe(4);
    expect(utf8Bytes('‹'.repeat(1000))).toBe(new TextEncoder().encode('‹'.repeat(1000)).length);
    expect(answerBytes([answer('‹‹')])).toBe(12);
  });

  test('[cart] the 51st item is refused naming the cart; the 50th is taken', () => {
    const cart = Array.from({ length: MAX_CART_ITEMS - 1 }, (_, index) => item(String(index)));
    expect(cartBoundsProblem(cart, [answer('x')])).toBeUndefined();
    cart.push(item('last'));
    expect(cartBoundsProblem(cart, [answer('x')])).toMatch(/^cart: at most 50 items/);
    // an edit replaces an item: a full cart still takes it
    expect(cartBoundsProblem(cart, [answer('y')], 'last')).toBeUndefined();
  });

  test('[cart] answers past the cart-wide bytes are refused naming the cart, counting an edited item once', () => {
    const big = 'x'.repeat(MAX_CART_ANSWER_BYTES / 4);
    const cart = [item('1', big)];
    // the cart holds half of its bytes: another half fits, one byte more does not
    expect(cartBoundsProblem(cart, [answer(big)])).toBeUndefined();
    expect(cartBoundsProblem(cart, [answer(`${big}x`)])).toMatch(/^cart: at most 262144 bytes of answers/);
    // replacing item 1's answers with a bigger set counts only the new ones
    expect(cartBoundsProblem(cart, [answer(big), answer(big)], '1')).toBeUndefined();
  });
});
