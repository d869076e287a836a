import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MAX_CART_ITEMS } from '#contracts/rules/cart-bounds.ts';
import { cartItemExample } from '#contracts/testing/examples.ts';
import { resetCartState, setCartItems } from '../stores/cart-store.ts';
import { CartFullError, useAddOnce } from './use-add-once.ts';

afterEach(resetCartState);

describe('adding to the cart from a flow', () => {
  test('[wizard] the add call runs once however often the route renders, and its result shows', async () => {
    const add = vi.fn(async () => '500001');
    const { result, rerender } = renderHook(() => useAddOnce(add));
    rerender();
    await waitFor(() => expect(result.current.state).toEqual({ status: 'added', result: '500001' }));
    expect(add).toHaveBeenCalledTimes(1);
  });

  test('[wizard] a failed add can be retried by the buyer', async () => {
    const add = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce('500002');
    const { result } = renderHook(() => useAddOnce(add));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'added', result: '500002' }));
    expect(add).toHaveBeenCalledTimes(2);
  });

  test('[wizard] nothing is added while a step of the flow is still invalid', () => {
    const add = vi.fn(async () => 'never');
    const { result } = renderHook(() => useAddOnce(add, false));
    expect(result.current.state.status).toBe('adding');
    expect(add).not.toHaveBeenCalled();
  });

  test('[cart] with the cart holding the most items, the add is not sent: the failed state says the cart is full', async () => {
    setCartItems(Array.from({ length: MAX_CART_ITEMS }, (_, index) => cartItemExample({ id: String(7000 + index) })));
    const add = vi.fn(async () => 'never');
    const { result } = renderHook(() => useAddOnce(add));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toMatchObject({ error: expect.any(CartFullError) });
    expect(add).not.toHaveBeenCalled();
  });
});
