// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';

/** The module afresh, on a page whose boot data does (or does not) say the server rendered it. */
async function browserStateOnPage(markup: boolean) {
  vi.resetModules();
  vi.stubGlobal('OPF_BOOT', markup ? { markup: true } : undefined);
  return import('./browser-state.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('[ssr] what only the browser knows waits for the hydration of the server markup (decision 035)', () => {
  test('[ssr] on a server-rendered page it is held, then applied in order once released, and at once after', async () => {
    const { whenBrowserStateMayShow, releaseBrowserState, isBrowserStateHeld } = await browserStateOnPage(true);
    const applied: string[] = [];
    whenBrowserStateMayShow(() => applied.push('stored answers'));
    whenBrowserStateMayShow(() => applied.push('show-cart flag'));
    expect(isBrowserStateHeld()).toBe(true);
    expect(applied).toEqual([]);

    releaseBrowserState();
    releaseBrowserState();
    whenBrowserStateMayShow(() => applied.push('a later flow'));

    expect(isBrowserStateHeld()).toBe(false);
    expect(applied).toEqual(['stored answers', 'show-cart flag', 'a later flow']);
  });

  test('[ssr] on a page the client renders itself it applies at once', async () => {
    const { whenBrowserStateMayShow, isBrowserStateHeld } = await browserStateOnPage(false);
    const apply = vi.fn();
    whenBrowserStateMayShow(apply);
    expect(isBrowserStateHeld()).toBe(false);
    expect(apply).toHaveBeenCalledOnce();
  });
});
