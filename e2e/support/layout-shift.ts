import type { Page } from '@playwright/test';

/** One layout shift as the Layout Instability API reports it: when, how much, and what moved from where to where. */
interface Shift {
  at: number;
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Starts recording the page's layout shifts (Cumulative Layout Shift, the Layout Instability API) from its first
 * paint; call before opening the page. Shifts within half a second of the buyer's input are left out, as in CLS.
 * Each keeps what moved, so a test that finds a shift says which element it was (a shift seen once in a hundred runs
 * cannot be found again otherwise).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = ({ node, previousRect: a, currentRect: b }: Source) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const name = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
        : '#text';
      const text = (node?.textContent ?? '').trim().slice(0, 40);
      return `${name} "${text}" (${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height})`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts?.push({ at: Math.round(entry.startTime), value: entry.value, moved: (entry.sources ?? []).map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift recorded so far (recordLayoutShifts). */
export async function layoutShiftOf(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? null);
  return shifts === null ? Number.NaN : shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/** The shifts recorded so far, what moved and when, for an assertion's message. */
export async function layoutShiftsSeen(page: Page): Promise<string> {
  const shifts = (await page.evaluate(() => window.__layoutShifts)) ?? [];
  const lines = shifts.map(({ at, value, moved }) => `${value.toFixed(4)} at ${at} ms: ${moved.join('; ')}`);
  return `layout shifts seen: ${lines.length ? `\n${lines.join('\n')}` : 'none'}`;
}
