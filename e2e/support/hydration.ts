import type { Page } from '@playwright/test';

/**
 * How a spec sees that a page's server markup was hydrated, not redrawn (decision 035): nothing under #root removed
 * from the first byte on, no error or warning printed, and React's own properties on the page's h1.
 */

declare global {
  interface Window {
    /** Elements taken out of #root since the page started loading (a redrawn page takes its markup out). */
    __rootRemovals?: string[];
  }
}

/** Records every element removed from under #root from the first byte on, and every error or warning printed. */
export async function watchHydration(page: Page): Promise<string[]> {
  const printed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') printed.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => printed.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    window.__rootRemovals = [];
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || record.target.closest('#root') === null) continue;
        for (const node of record.removedNodes) if (node instanceof Element) window.__rootRemovals?.push(node.outerHTML.slice(0, 120));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return printed;
}

/** Whether React has taken over the page's h1 (hydrated it: it carries React's own properties). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
