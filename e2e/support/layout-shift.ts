import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * Starts adding up the page's layout shifts (Cumulative Layout Shift, the Layout Instability API) from its first
 * paint; call before opening the page. Shifts within half a second of the buyer's input are left out, as in CLS.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift recorded so far (recordLayoutShifts). */
export async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => window.__layoutShift ?? Number.NaN);
}
