import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { bounded, boundedPage } from './bounded-page.ts';
import type { EnginePage } from './engine-page.ts';

const never = () => new Promise<never>(() => undefined);

/** A page whose every action answers at once, except those a test replaces. */
function pageWith(overrides: Partial<EnginePage>): EnginePage {
  const done = () => Promise.resolve();
  return {
    engine: 'webkit',
    goto: done,
    click: done,
    type: done,
    press: done,
    select: done,
    waitFor: done,
    waitForGone: done,
    waitForUrl: () => Promise.resolve(''),
    waitForText: done,
    evaluate: () => Promise.resolve(undefined as never),
    takeProblems: () => Promise.resolve([]),
    close: done,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an engine page whose browser stops answering', () => {
  test('a hung click fails after twice a step’s time, naming itself and the actions before it', async () => {
    const page = boundedPage(pageWith({ click: never }));
    const services = `${ROUTES.services}?store=14`;
    await page.goto(services);
    const clicking = page.click({ role: 'button', name: 'Pagar', within: { role: 'form', name: 'Pago' } });
    const failure = expect(clicking).rejects.toThrow(
      [
        'webkit: click button "Pagar" in form "Pago" gave no answer in 20000 ms. The last actions:',
        `  0.0 s open ${services} (0 ms)`,
        '  0.0 s click button "Pagar" in form "Pago"',
      ].join('\n'),
    );
    let settled = false;
    clicking.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  test('typing at a person’s pace has the time its keys take on top', async () => {
    const page = boundedPage(pageWith({ type: () => new Promise((resolve) => setTimeout(resolve, 21_000)) }));
    const typing = page.type({ role: 'combobox', name: 'Freguesia' }, 'Paranh', 250);
    await vi.advanceTimersByTimeAsync(21_000);
    await expect(typing).resolves.toBeUndefined();
  });

  test('an action that answers in time gives its own answer, and its failure stays its own', async () => {
    const page = boundedPage(
      pageWith({
        waitForUrl: () => Promise.resolve('http://app.test/customer/register'),
        goto: () => Promise.reject(new Error('net::ERR_CONNECTION_REFUSED')),
      }),
    );
    await expect(page.waitForUrl(/register/)).resolves.toBe('http://app.test/customer/register');
    await expect(page.goto('/')).rejects.toThrow('net::ERR_CONNECTION_REFUSED');
  });

  test('bounded leaves no timer behind once the action has answered', async () => {
    await expect(bounded('a quick one', () => Promise.resolve(7), 1000)).resolves.toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });
});
