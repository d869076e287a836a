import { describe, expect, test } from 'vitest';
import { PRELOADS_PER_TASK, modulePreloader } from './module-preloads.ts';

const BASE = 'https://shop.example/nota-simple/step1?store=14';

/** A link as the page's template or Vite's preload helper makes one: only its href is read. */
const link = (href: string) => ({ getAttribute: (name: string) => (name === 'href' ? href : null), href }) as unknown as HTMLLinkElement;

/** A page's head that records what it is given, task by task, and an event loop whose later tasks the test runs. */
function page() {
  const tasks: (() => void)[] = [];
  const added: string[][] = [[]];
  const head = {
    append: (...nodes: HTMLLinkElement[]) => added[added.length - 1]?.push(...nodes.map((node) => node.getAttribute('href') ?? '')),
  };
  const preload = modulePreloader(head as unknown as ParentNode, BASE, (run) => tasks.push(run));
  const runNextTask = () => {
    added.push([]);
    tasks.shift()?.();
  };
  return { preload, added, tasks, runNextTask };
}

const files = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `/assets/chunk-${from + index}.js`);

describe('[performance] modulepreload links added a few per task (issue 25)', () => {
  test(`the first ${PRELOADS_PER_TASK} links go at once, the rest ${PRELOADS_PER_TASK} per later task, in their order`, () => {
    const { preload, added, tasks, runNextTask } = page();
    preload(files(15).map(link));
    expect(added).toEqual([files(6)]);
    runNextTask();
    runNextTask();
    expect(added).toEqual([files(6), files(6, 6), files(3, 12)]);
    runNextTask();
    expect(tasks).toEqual([]);
  });

  test('links asked for one by one in a task, as Vite’s helper does, share that task’s six', () => {
    const { preload, added, runNextTask } = page();
    for (const href of files(8)) preload([link(href)]);
    expect(added).toEqual([files(6)]);
    runNextTask();
    expect(added.at(-1)).toEqual(files(2, 6));
  });

  test('a file asked for again, by a relative or an absolute address, is not added twice', () => {
    const { preload, added, runNextTask } = page();
    preload([link('/assets/app.js'), link('/assets/router.js')]);
    preload([link('https://shop.example/assets/app.js'), link('/assets/screen.js')]);
    runNextTask();
    expect(added.flat()).toEqual(['/assets/app.js', '/assets/router.js', '/assets/screen.js']);
  });

  test('a later task starts with a full six again', () => {
    const { preload, added, tasks, runNextTask } = page();
    preload(files(6).map(link));
    runNextTask();
    expect(tasks).toEqual([]);
    preload(files(7, 6).map(link));
    expect(added.at(-1)).toEqual(files(6, 6));
    runNextTask();
    expect(added.at(-1)).toEqual(files(1, 12));
  });
});
