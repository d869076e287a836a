// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { warmNavigationCode } from './warm-navigation.ts';

afterEach(() => vi.restoreAllMocks());

describe('[performance] the code of a first navigation is compiled ahead of it, on idle (issue 25)', () => {
  test('a navigation and a render of its own run to the end, leaving the page, its address and its history as they were', async () => {
    const address = window.location.href;
    const entries = window.history.length;
    const pushState = vi.spyOn(window.history, 'pushState');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const errors = vi.spyOn(console, 'error');
    const page = document.body.innerHTML;

    await warmNavigationCode();

    expect(errors).not.toHaveBeenCalled();
    expect(pushState).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.href).toBe(address);
    expect(window.history.length).toBe(entries);
    expect(document.body.innerHTML).toBe(page);
  });

  test('once per page life: a later call does nothing', async () => {
    const createElement = vi.spyOn(document, 'createElement');
    await warmNavigationCode();
    expect(createElement).not.toHaveBeenCalled();
  });
});
