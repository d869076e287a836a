import type { ByRole } from './in-page.ts';

export type EngineName = 'firefox' | 'webkit';

/** The keys the flows press. */
export type Key = 'Enter' | 'ArrowDown' | 'Escape' | 'Tab';

/** A window size the suite runs every flow at. */
export interface ScreenSize {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

/**
 * One browser tab as the flows drive it, whatever the engine: the same few actions a buyer takes (open a page, click,
 * type, press a key), each on an element found by its role and name, waiting for it as a buyer waits for the page.
 * firefox.ts drives Firefox ESR with puppeteer-core over WebDriver BiDi; webkit.ts drives WebKitGTK with
 * selenium-webdriver over WebDriver classic (docs/decisions/034-engine-smoke-suite.md).
 */
export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a path of the storefront, as typing its address does. */
  goto(path: string): Promise<void>;
  /** Waits for the element to be shown, then clicks it with the pointer. */
  click(target: ByRole): Promise<void>;
  /** Waits for the field, clicks into it and types the text key by key, `delayMs` apart (0: as fast as the driver can). */
  type(target: ByRole, text: string, delayMs?: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** Picks an option of a <select> by its value, as the buyer does in the list the browser opens. */
  select(target: ByRole, value: string): Promise<void>;
  /** Waits until the element is shown; fails with what the page shows after `timeoutMs`. */
  waitFor(target: ByRole, timeoutMs?: number): Promise<void>;
  /** Waits until no such element is shown. */
  waitForGone(target: ByRole): Promise<void>;
  /** Waits until the page's address matches. */
  waitForUrl(pattern: RegExp): Promise<string>;
  /** Waits until the page's visible text contains the text. */
  waitForText(text: string | RegExp): Promise<void>;
  /** Runs a self-contained function in the page (no closures: it is sent as source text). */
  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** The uncaught errors, failed same-origin resources and CSP violations the page recorded since the last call. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/** How long a step waits for the page: as long as the Chromium e2e tests' expect timeout. */
export const STEP_TIMEOUT_MS = 10_000;
