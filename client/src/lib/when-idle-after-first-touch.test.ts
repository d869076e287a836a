// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest';
import { whenIdleAfterFirstTouch } from './route-prefetch.ts';

describe('[performance] what comes next loads once the buyer has touched the page (issue 25)', () => {
  test('nothing runs while the landing page starts; the first key, pointer or focus lets it run on idle, later ones at once', async () => {
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
    const first = vi.fn();
    whenIdleAfterFirstTouch(first);
    await new Promise((resume) => setTimeout(resume, 10));
    expect(first).not.toHaveBeenCalled();

    document.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    document.dispatchEvent(new Event('keydown'));

    const later = vi.fn();
    whenIdleAfterFirstTouch(later);
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
    expect(first).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
