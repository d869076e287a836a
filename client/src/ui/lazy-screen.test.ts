import { describe, expect, test, vi } from 'vitest';
import { lazyComponent } from './lazy-screen.ts';

const Screen = () => null;

describe('[performance] loading a screen ahead of navigation', () => {
  test('a screen loads once, however often it is prefetched', async () => {
    const load = vi.fn(async () => Screen);
    const lazyScreen = lazyComponent(load);
    await Promise.all([lazyScreen.preload(), lazyScreen.preload()]);
    await lazyScreen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a prefetch that failed (a bad connection) is tried again on the next one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Screen);
    const lazyScreen = lazyComponent(load);
    await expect(lazyScreen.preload()).rejects.toThrow('offline');
    await expect(lazyScreen.preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
