import { type EnginePage, STEP_TIMEOUT_MS } from './engine-page.ts';
import { type ByRole, describe } from './in-page.ts';

/**
 * How long one action may take before it counts as hung: its own wait for the element (STEP_TIMEOUT_MS) and as long
 * again for the browser to carry it out. A driver command has no deadline of its own that a test can rely on
 * (WebDriver's page-load timeout is 300 s), so without this a hung command shows only as the test's timeout.
 */
const ACTION_SLACK_MS = STEP_TIMEOUT_MS;

/** The last actions a failure reports, oldest first. */
const TRAIL_LENGTH = 8;

/**
 * The same page, each action bounded: one that has not answered in time fails naming itself, how long the ones
 * before it took, and so what the buyer was doing when the browser stopped answering.
 */
export function boundedPage(page: EnginePage): EnginePage {
  const trail: string[] = [];
  const started = Date.now();

  function act<T>(what: string, action: () => Promise<T>, limitMs: number = STEP_TIMEOUT_MS + ACTION_SLACK_MS): Promise<T> {
    const at = Date.now();
    const entry = `${((at - started) / 1000).toFixed(1)} s ${what}`;
    trail.push(entry);
    if (trail.length > TRAIL_LENGTH) trail.shift();
    return bounded(`${page.engine}: ${what}`, action, limitMs, () => `The last actions:\n  ${trail.join('\n  ')}`).finally(() => {
      const index = trail.lastIndexOf(entry);
      if (index >= 0) trail[index] = `${entry} (${Date.now() - at} ms)`;
    });
  }

  const on = (target: ByRole) => describe(target);
  return {
    engine: page.engine,
    goto: (path) => act(`open ${path}`, () => page.goto(path)),
    click: (target) => act(`click ${on(target)}`, () => page.click(target)),
    type: (target, text, delayMs = 0) =>
      act(
        `type "${text}" into ${on(target)}`,
        () => page.type(target, text, delayMs),
        STEP_TIMEOUT_MS + ACTION_SLACK_MS + text.length * delayMs,
      ),
    press: (key) => act(`press ${key}`, () => page.press(key)),
    select: (target, value) => act(`select ${value} in ${on(target)}`, () => page.select(target, value)),
    waitFor: (target, timeoutMs = STEP_TIMEOUT_MS) =>
      act(`wait for ${on(target)}`, () => page.waitFor(target, timeoutMs), timeoutMs + ACTION_SLACK_MS),
    waitForGone: (target) => act(`wait until no ${on(target)}`, () => page.waitForGone(target)),
    waitForUrl: (pattern) => act(`wait for an address matching ${pattern}`, () => page.waitForUrl(pattern)),
    waitForText: (text) => act(`wait for the text ${String(text)}`, () => page.waitForText(text)),
    evaluate: (fn, ...args) => act(`run ${fn.name || 'a script'} in the page`, () => page.evaluate(fn, ...args)),
    takeProblems: () => act('read the problems the page recorded', () => page.takeProblems()),
    close: () => act('close the page', () => page.close()),
  };
}

/** The action's own outcome, or after `limitMs` an error naming it (and what `context` adds). */
export function bounded<T>(what: string, action: () => Promise<T>, limitMs: number, context: () => string = () => ''): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} gave no answer in ${limitMs} ms. ${context()}`.trim())), limitMs);
  });
  return Promise.race([action(), deadline]).finally(() => clearTimeout(timer));
}
