// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

/** The module as a new page loads it: the warm-up is once per page life, whatever ran before in this file. */
async function newPage() {
  vi.resetModules();
  return import('./warm-navigation.ts');
}

describe('[performance] the code of a first navigation is compiled ahead of it, on idle (issue 25)', () => {
  test('a navigation and a render of its own run to the end, leaving the page, its address and its history as they were', async () => {
    const { warmNavigationCode } = await newPage();
    const address = window.location.href;
    const entries = window.history.length;
    const pushState = vi.spyOn(window.history, 'pushState');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const createElement = vi.spyOn(document, 'createElement');
    const errors = vi.spyOn(console, 'error');
    const page = document.body.innerHTML;

    await warmNavigationCode();

    expect(createElement).toHaveBeenCalledWith('div'); // the root of its own: it did run
    expect(errors).not.toHaveBeenCalled();
    expect(pushState).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.href).toBe(address);
    expect(window.history.length).toBe(entries);
    expect(document.body.innerHTML).toBe(page);
  });

  test('once per page life: a later call does nothing', async () => {
    const { warmNavigationCode } = await newPage();
    await warmNavigationCode();
    const createElement = vi.spyOn(document, 'createElement');
    await warmNavigationCode();
    expect(createElement).not.toHaveBeenCalled();
  });
});
