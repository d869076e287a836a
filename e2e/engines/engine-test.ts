import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { bounded, boundedPage } from './bounded-page.ts';
import { type EngineName, type EnginePage, type ScreenSize, STEP_TIMEOUT_MS } from './engine-page.ts';
import { launchFirefox, openFirefoxPage } from './firefox.ts';
import { type Display, openWebKitPage, startDisplay } from './webkit.ts';

/** A phone held upright (an iPhone 12 to 15's CSS size), and a laptop. */
export const SCREENS: readonly ScreenSize[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * Playwright Test runs this suite (its workers, timeouts, retries and reports), but no Playwright browser: each
 * project names an engine, and `openPage` gives a tab of it (firefox.ts, webkit.ts). A test fails on any problem its
 * pages recorded (in-page.ts), even when all its steps passed.
 */
export const test = base.extend<
  { openPage: (screen: ScreenSize) => Promise<EnginePage> },
  { engine: EngineName; firefox: Browser | null; display: Display | null }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  firefox: [
    async ({ engine }, use) => {
      if (engine !== 'firefox') return use(null);
      const browser = await launchFirefox();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  display: [
    async ({ engine }, use) => {
      if (engine !== 'webkit') return use(null);
      const display = await startDisplay();
      await use(display);
      display.stop();
    },
    { scope: 'worker' },
  ],
  openPage: async ({ engine, firefox, display, baseURL }, use) => {
    const pages: EnginePage[] = [];
    if (baseURL === undefined) throw new Error('the engines config sets baseURL');
    const open = (screen: ScreenSize): Promise<EnginePage> => {
      if (firefox) return openFirefoxPage(firefox, baseURL, screen);
      if (display) return openWebKitPage(display, baseURL, screen);
      throw new Error(`no browser for the engine ${engine}`);
    };
    await use(async (screen) => {
      // Starting a browser's session and sizing its window: twice a step's time, as any action (bounded-page.ts).
      // A page that comes after that is closed when it comes, so no browser outlives its test.
      const opening = open(screen);
      const page = boundedPage(
        await bounded(`${engine}: open a ${screen.name} page`, () => opening, 2 * STEP_TIMEOUT_MS).catch((error: unknown) => {
          void opening.then((late) => late.close()).catch(() => undefined);
          throw error;
        }),
      );
      pages.push(page);
      return page;
    });
    const problems: string[] = [];
    for (const page of pages) {
      problems.push(...(await page.takeProblems().catch((error: unknown) => [`(could not read the page's record: ${String(error)})`])));
      await page.close();
    }
    expect(problems, `uncaught errors, failed same-origin resources or CSP violations in ${engine}`).toEqual([]);
  },
});
