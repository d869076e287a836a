import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page, ProtocolError } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/lib/engines.ts';
import { type EnginePage, type Key, type ScreenSize, STEP_TIMEOUT_MS } from './engine-page.ts';
import { type ByRole, PROBLEMS_KEY, describe, findByRole, recordProblems, takeProblems, toSent } from './in-page.ts';
import { pageShowsText, pageSummary, until } from './waiting.ts';

/**
 * Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi, which Firefox serves itself: no geckodriver
 * (Debian 12 has no package of it, and the npm one downloads its binary). One browser per worker; each test gets a
 * browser context of its own (own cookies and storage), as a new visitor.
 */
export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, defaultViewport: null });
}

/** A fresh visitor's tab at that size, recording problems from the first script of every document. */
export async function openFirefoxPage(browser: Browser, baseUrl: string, size: ScreenSize): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await setViewport(page, size);
  await page.evaluateOnNewDocument(recordProblems, PROBLEMS_KEY);
  return new FirefoxPage(page, baseUrl, () => context.close());
}

/**
 * puppeteer-core 24 sets the viewport with BiDi's browsingContext.setViewport and, beside it,
 * emulation.setScreenOrientationOverride, which Firefox 140 ESR does not know yet: the viewport is set all the same,
 * so that one refusal is let pass, and the page's own width is what is checked.
 */
async function setViewport(page: Page, { width, height }: ScreenSize): Promise<void> {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!(error instanceof ProtocolError && error.message.includes('setScreenOrientationOverride'))) throw error;
  }
  await until(
    `a viewport ${width} px wide`,
    () => page.evaluate((wanted) => window.innerWidth === wanted, width),
    STEP_TIMEOUT_MS,
    async () => `innerWidth is ${await page.evaluate(() => window.innerWidth)}`,
  );
}

const KEYS: Record<Key, KeyInput> = { Enter: 'Enter', ArrowDown: 'ArrowDown', Escape: 'Escape', Tab: 'Tab' };

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox';

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly closeContext: () => Promise<void>,
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseUrl).href);
  }

  async click(target: ByRole): Promise<void> {
    await (await this.find(target)).click();
  }

  async type(target: ByRole, text: string, delayMs = 0): Promise<void> {
    const field = await this.find(target);
    await field.click();
    await this.page.keyboard.type(text, { delay: delayMs });
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(KEYS[key]);
  }

  async select(target: ByRole, value: string): Promise<void> {
    await (await this.find(target)).select(value);
  }

  async waitFor(target: ByRole, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
    await this.find(target, timeoutMs);
  }

  async waitForGone(target: ByRole): Promise<void> {
    const sent = toSent(target);
    await until(
      `no ${describe(target)}`,
      async () => {
        const handle = await this.page.evaluateHandle(findByRole, sent);
        const gone = handle.asElement() === null;
        await handle.dispose();
        return gone;
      },
      STEP_TIMEOUT_MS,
      () => this.page.evaluate(pageSummary),
    );
  }

  async waitForUrl(pattern: RegExp): Promise<string> {
    return until(
      `an address matching ${pattern}`,
      // The page's own location: puppeteer's page.url() misses some history changes in Firefox 140's BiDi.
      async () => {
        const url = await this.page.evaluate(() => window.location.href);
        return pattern.test(url) ? url : null;
      },
      STEP_TIMEOUT_MS,
      () => this.page.evaluate(pageSummary),
    );
  }

  async waitForText(text: string | RegExp): Promise<void> {
    const sent = typeof text === 'string' ? text : { source: text.source, flags: text.flags };
    await until(
      `the text ${String(text)}`,
      () => this.page.evaluate(pageShowsText, sent),
      STEP_TIMEOUT_MS,
      () => this.page.evaluate(pageSummary),
    );
  }

  async evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return (await this.page.evaluate(fn as (...args: unknown[]) => Result, ...args)) as Awaited<Result>;
  }

  async takeProblems(): Promise<string[]> {
    return this.page.evaluate(takeProblems, PROBLEMS_KEY);
  }

  async close(): Promise<void> {
    await this.closeContext();
  }

  private async find(target: ByRole, timeoutMs = STEP_TIMEOUT_MS): Promise<ElementHandle> {
    const sent = toSent(target);
    return until(
      describe(target),
      async () => {
        const handle = await this.page.evaluateHandle(findByRole, sent);
        const element = handle.asElement();
        if (element === null) await handle.dispose();
        return element as ElementHandle | null;
      },
      timeoutMs,
      () => this.page.evaluate(pageSummary),
    );
  }
}
