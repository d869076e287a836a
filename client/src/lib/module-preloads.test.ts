import { describe, expect, test } from 'vitest';
import { PRELOAD_TASK_BUDGET_MS, modulePreloader } from './module-preloads.ts';

const BASE = 'https://shop.example/nota-simple/step1?store=14';

/** A link as the page's template or Vite's preload helper makes one: only its href is read. */
const link = (href: string) => ({ getAttribute: (name: string) => (name === 'href' ? href : null), href }) as unknown as HTMLLinkElement;

/**
 * A page's head that records what it is given, task by task, each link costing the main thread `cost(href)` ms of a
 * clock the test keeps, and an event loop whose later tasks the test runs.
 */
function page(cost: (href: string) => number = () => 1) {
  const tasks: (() => void)[] = [];
  const added: string[][] = [[]];
  let clock = 0;
  const head = {
    append: (...nodes: HTMLLinkElement[]) =>
      nodes.forEach((node) => {
        const href = node.getAttribute('href') ?? '';
        clock += cost(href);
        added[added.length - 1]?.push(href);
      }),
  };
  const preload = modulePreloader(
    head as unknown as ParentNode,
    BASE,
    (run) => tasks.push(run),
    () => clock,
  );
  const runNextTask = () => {
    added.push([]);
    tasks.shift()?.();
  };
  return { preload, added, tasks, runNextTask };
}

const files = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `/assets/chunk-${from + index}.js`);

describe('[performance] modulepreload links added in short tasks of their own (issue 25)', () => {
  test('no link is added in the task that asks for it: the app’s start and a screen’s import stay short', () => {
    const { preload, added, tasks } = page();
    preload(files(3).map(link));
    expect(added).toEqual([[]]);
    expect(tasks).toHaveLength(1);
  });

  test(`each later task adds links, in their order, until ${PRELOAD_TASK_BUDGET_MS} ms of the main thread are spent`, () => {
    const { preload, added, tasks, runNextTask } = page(() => 1);
    preload(files(10).map(link));
    runNextTask();
    runNextTask();
    runNextTask();
    expect(added).toEqual([[], files(4), files(4, 4), files(2, 8)]);
    expect(tasks).toEqual([]);
  });

  test('a link slower than the whole budget still goes, alone in its task', () => {
    const { preload, added, runNextTask } = page((href) => (href.endsWith('chunk-0.js') ? 7 : 1));
    preload(files(3).map(link));
    runNextTask();
    runNextTask();
    expect(added).toEqual([[], files(1), files(2, 1)]);
  });

  test('links asked for one by one in a task, as Vite’s helper does, wait for one later task together', () => {
    const { preload, added, tasks, runNextTask } = page(() => 0.5);
    for (const href of files(5)) preload([link(href)]);
    expect(tasks).toHaveLength(1);
    runNextTask();
    expect(added).toEqual([[], files(5)]);
  });

  test('a file asked for again, by a relative or an absolute address, is not added twice', () => {
    const { preload, added, runNextTask } = page();
    preload([link('/assets/app.js'), link('/assets/router.js')]);
    preload([link('https://shop.example/assets/app.js'), link('/assets/screen.js')]);
    runNextTask();
    runNextTask();
    expect(added.flat()).toEqual(['/assets/app.js', '/assets/router.js', '/assets/screen.js']);
  });
});
