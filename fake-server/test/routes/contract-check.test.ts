import { describe, expect, test } from 'vitest';
import { CartResponse } from '#contracts/api/cart.ts';
import { responseExamples } from '#contracts/testing/response-examples.ts';
import { HttpError } from '../../src/errors.ts';
import { contractCheck } from '../../src/routes/contract-check.ts';

const keepsCartContract = contractCheck(CartResponse);

describe('contractCheck', () => {
  test('[contract] a body that keeps the contract goes out unchanged', () => {
    const body = responseExamples.getCart();

    expect(keepsCartContract(body)).toBe(body);
  });

  test('[contract] a body that breaks the contract is a 500 naming the first failing field', () => {
    const cart = responseExamples.getCart();
    const body = { ...cart, config: { ...cart.config, store_id: 'fourteen' } };

    expect(() => keepsCartContract(body)).toThrow(new HttpError(500, 'response/config/store_id must be integer'));
  });
});
