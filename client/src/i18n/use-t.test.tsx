import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { STORE_FAMILIES } from '#contracts/constants/stores.ts';
import { configState, resetConfigState, setHostConfig } from '../stores/config-store.ts';
import { useT } from './use-t.ts';

afterEach(resetConfigState);

describe('useT', () => {
  test('[i18n] t keeps its identity across renders, so effects may depend on it', () => {
    const { result, rerender } = renderHook(() => useT());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  test('[i18n] t changes with the store language and then speaks it', async () => {
    const { result } = renderHook(() => useT());
    const spanish = result.current;
    expect(spanish('common.save')).toBe('Guardar');
    const portugueseStore = STORE_FAMILIES.portugal.stores[0];
    await act(async () => setHostConfig({ store_id: portugueseStore }, false));
    expect(configState.config.store_id).toBe(portugueseStore);
    expect(result.current).not.toBe(spanish);
    expect(result.current('common.cancel')).toBe('Cancelar');
    expect(result.current('common.keepShopping')).toBe('Continuar a comprar');
  });
});
