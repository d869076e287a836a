import { render } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { lazyComponent } from './lazy-screen.ts';

const Screen = () => null;
const Heading = () => <h1>Paso 2 de 8</h1>;

/** Renders the screen where a route's screen goes, and returns what its first render shows: the fallback, or the screen. */
function firstRender(Component: ComponentType): string {
  const { container, unmount } = render(
    <Suspense fallback={<p>Cargando…</p>}>
      <Component />
    </Suspense>,
  );
  const shown = container.innerHTML;
  unmount();
  return shown;
}

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

  test('a screen whose code is in shows in the render that first meets it, without suspending', async () => {
    expect(firstRender(lazyComponent(async () => Heading))).toBe('<p>Cargando…</p>');
    const prefetched = lazyComponent(async () => Heading);
    await prefetched.preload();
    expect(firstRender(prefetched)).toBe('<h1>Paso 2 de 8</h1>');
  });
});
