import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { Builder, By, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import type * as SeleniumRemote from 'selenium-webdriver/remote.js';
import { WEBKIT_DRIVER_PATH, XVFB_PATH } from '../../scripts/lib/engines.ts';
import { type EnginePage, type Key, type ScreenSize, STEP_TIMEOUT_MS } from './engine-page.ts';
import { type ByRole, PROBLEMS_KEY, describe, findByRole, recordProblems, takeProblems, toSent } from './in-page.ts';
import { pageShowsText, pageSummary, until } from './waiting.ts';

// selenium-webdriver/remote is a folder without a package "exports" map: Node's ESM cannot import it, require can.
const { DriverService } = createRequire(import.meta.url)('selenium-webdriver/remote') as typeof SeleniumRemote;

/** A virtual X display (Debian's xvfb): MiniBrowser has no headless mode. */
export interface Display {
  name: string;
  stop(): void;
}

/** Starts Xvfb on a display number it picks itself (-displayfd), so two runs on one machine never share one. */
export async function startDisplay(): Promise<Display> {
  const xvfb: ChildProcess = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const number = await new Promise<string>((resolve, reject) => {
    let said = '';
    let errors = '';
    xvfb.stdio[2]?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve(said.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it had a display: ${errors}`)));
  });
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * A fresh visitor's MiniBrowser at that size. WebKitWebDriver serves one session at a time, so each page gets a driver
 * of its own, on a free port. MiniBrowser runs full-screen: without its toolbar a window can be as narrow as a phone
 * (its toolbar stops it at about 447 px), and the window's size is the page's.
 */
export async function openWebKitPage(display: Display, baseUrl: string, size: ScreenSize): Promise<EnginePage> {
  const environment = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const service = new DriverService.Builder(WEBKIT_DRIVER_PATH)
    .setLoopback(true)
    .setEnvironment({ ...environment, DISPLAY: display.name })
    .build();
  try {
    const url = await service.start(STEP_TIMEOUT_MS);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { args: ['--automation', '--full-screen'] } })
      .build();
    const page = new WebKitPage(driver, baseUrl, async () => {
      try {
        await driver.quit();
      } finally {
        await service.kill();
      }
    });
    // A driver command answers within its own bounds: a script within a step's time, a page load within two.
    await driver.manage().setTimeouts({ implicit: 0, script: STEP_TIMEOUT_MS, pageLoad: 2 * STEP_TIMEOUT_MS });
    await driver.manage().window().setRect({ width: size.width, height: size.height });
    await until(
      `a viewport ${size.width} px wide`,
      async () => (await driver.executeScript<number>('return window.innerWidth')) === size.width,
      STEP_TIMEOUT_MS,
      async () => `innerWidth is ${await driver.executeScript<number>('return window.innerWidth')}`,
    );
    return page;
  } catch (error) {
    await service.kill();
    throw error;
  }
}

const KEYS: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  Escape: SeleniumKey.ESCAPE,
  Tab: SeleniumKey.TAB,
};

/**
 * WebDriver classic has no script that runs before a document's own, and WebKitGTK's driver has neither BiDi nor a
 * log endpoint: the problem recorder is installed by every script this page sends (each wait asks every 100 ms), so
 * a new document has it from the first command after its load. What a document does before then is not recorded
 * here; Firefox, which has the recorder from its first script, covers that time (docs/decisions/034).
 */
const withRecorder = (body: string) => `(${recordProblems.toString()})(${JSON.stringify(PROBLEMS_KEY)});\n${body}`;

class WebKitPage implements EnginePage {
  readonly engine = 'webkit';

  constructor(
    private readonly driver: WebDriver,
    private readonly baseUrl: string,
    private readonly quit: () => Promise<void>,
  ) {}

  async goto(path: string): Promise<void> {
    await this.driver.get(new URL(path, this.baseUrl).href);
    await this.run(() => undefined);
  }

  async click(target: ByRole): Promise<void> {
    await (await this.find(target)).click();
  }

  async type(target: ByRole, text: string, delayMs = 0): Promise<void> {
    const field = await this.find(target);
    await field.click();
    if (delayMs === 0) return field.sendKeys(text);
    for (const [index, key] of [...text].entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await field.sendKeys(key);
    }
  }

  async press(key: Key): Promise<void> {
    await this.driver.actions().sendKeys(KEYS[key]).perform();
  }

  async select(target: ByRole, value: string): Promise<void> {
    // As selenium's Select does: a click on the option picks it, with the events a buyer's choice fires.
    await (await this.find(target)).findElement(By.css(`option[value="${value}"]`)).click();
  }

  async waitFor(target: ByRole, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
    await this.find(target, timeoutMs);
  }

  async waitForGone(target: ByRole): Promise<void> {
    const sent = toSent(target);
    await until(
      `no ${describe(target)}`,
      async () => (await this.run(findByRole, sent)) === null,
      STEP_TIMEOUT_MS,
      () => this.run(pageSummary),
    );
  }

  async waitForUrl(pattern: RegExp): Promise<string> {
    return until(
      `an address matching ${pattern}`,
      async () => {
        const url = await this.driver.getCurrentUrl();
        return pattern.test(url) ? url : null;
      },
      STEP_TIMEOUT_MS,
      () => this.run(pageSummary),
    );
  }

  async waitForText(text: string | RegExp): Promise<void> {
    const sent = typeof text === 'string' ? text : { source: text.source, flags: text.flags };
    await until(
      `the text ${String(text)}`,
      () => this.run(pageShowsText, sent),
      STEP_TIMEOUT_MS,
      () => this.run(pageSummary),
    );
  }

  async evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return this.run(fn, ...args);
  }

  async takeProblems(): Promise<string[]> {
    return this.run(takeProblems, PROBLEMS_KEY);
  }

  async close(): Promise<void> {
    await this.quit();
  }

  /** Runs a self-contained function in the page, after making sure the document records its problems. */
  private async run<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    return this.driver.executeScript<Awaited<Result>>(withRecorder(`return (${fn.toString()}).apply(null, arguments);`), ...args);
  }

  private async find(target: ByRole, timeoutMs = STEP_TIMEOUT_MS): Promise<WebElement> {
    const sent = toSent(target);
    return until(
      describe(target),
      () => this.run(findByRole, sent) as unknown as Promise<WebElement | null>,
      timeoutMs,
      () => this.run(pageSummary),
    );
  }
}
