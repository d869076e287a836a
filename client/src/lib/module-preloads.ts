/**
 * How long one task goes on adding modulepreload links, in ms. Adding one is Chromium's request for the file, on the
 * main thread: 0.3-7 ms each at normal speed in traces of a first load, four times that on a slow phone. Six per task,
 * this module's first rule, still made tasks of 11-22 ms at normal speed, over Lighthouse's 50 ms at its 4x CPU
 * (issue 25). A task stops once the time is spent, after one link at least.
 */
export const PRELOAD_TASK_BUDGET_MS = 4;

/**
 * Adds modulepreload links to the page, in later tasks, never in the caller's (the app's start, a screen's lazy
 * import), each task until PRELOAD_TASK_BUDGET_MS is spent; a file already added is not added again.
 */
export type PreloadModules = (links: Iterable<HTMLLinkElement>) => void;

/**
 * A page's PreloadModules: `head` takes the links, `baseUri` resolves their addresses (to know a file added before),
 * `nextTask` runs its argument in a later task of the event loop, `now` reads the clock in ms.
 */
export function modulePreloader(
  head: Pick<ParentNode, 'append'>,
  baseUri: string,
  nextTask: (run: () => void) => void,
  now: () => number = () => performance.now(),
): PreloadModules {
  const waiting: HTMLLinkElement[] = [];
  const known = new Set<string>();
  let planned = false;

  const plan = () => {
    if (planned || waiting.length === 0) return;
    planned = true;
    nextTask(pump);
  };
  const pump = () => {
    planned = false;
    const start = now();
    do {
      const link = waiting.shift();
      if (link !== undefined) head.append(link);
    } while (waiting.length > 0 && now() - start < PRELOAD_TASK_BUDGET_MS);
    plan();
  };

  return (links) => {
    // A copy first: a template's children leave its content as they are added to the page.
    for (const link of Array.from(links)) {
      const href = new URL(link.getAttribute('href') ?? '', baseUri).href;
      if (known.has(href)) continue;
      known.add(href);
      waiting.push(link);
    }
    plan();
  };
}

let pagePreloader: PreloadModules | undefined;

/**
 * Adds modulepreload links to this page, in short tasks of their own (PRELOAD_TASK_BUDGET_MS): the app's files from
 * index.html's template (client/src/main.tsx) and every file Vite's preload helper adds for a lazy import
 * (scripts/lib/batched-preloads.ts).
 */
export const preloadModules: PreloadModules = (links) => {
  pagePreloader ??= modulePreloader(document.head, document.baseURI, (run) => setTimeout(run, 0));
  pagePreloader(links);
};
