/**
 * How many modulepreload links one task adds to the page. Adding one costs the main thread 0.3-0.8 ms at normal speed,
 * four times that on a slow phone: the 38 files of the Certidão's first step, which Vite's preload helper added in
 * one go as the app started, were its longest task after the first paint (issue 25).
 */
export const PRELOADS_PER_TASK = 6;

/** Adds modulepreload links to the page, at most PRELOADS_PER_TASK per task; a file already added is not added again. */
export type PreloadModules = (links: Iterable<HTMLLinkElement>) => void;

/**
 * A page's PreloadModules: `head` takes the links, `baseUri` resolves their addresses (to know a file added before),
 * `nextTask` runs its argument in a later task of the event loop.
 */
export function modulePreloader(head: Pick<ParentNode, 'append'>, baseUri: string, nextTask: (run: () => void) => void): PreloadModules {
  const waiting: HTMLLinkElement[] = [];
  const known = new Set<string>();
  let addedThisTask = 0;
  let nextTaskPlanned = false;

  const pump = () => {
    while (waiting.length > 0 && addedThisTask < PRELOADS_PER_TASK) {
      const link = waiting.shift();
      if (link !== undefined) head.append(link);
      addedThisTask += 1;
    }
    if (addedThisTask === 0 || nextTaskPlanned) return;
    nextTaskPlanned = true;
    nextTask(() => {
      nextTaskPlanned = false;
      addedThisTask = 0;
      pump();
    });
  };

  return (links) => {
    // A copy first: a template's children leave its content as they are added to the page.
    for (const link of Array.from(links)) {
      const href = new URL(link.getAttribute('href') ?? '', baseUri).href;
      if (known.has(href)) continue;
      known.add(href);
      waiting.push(link);
    }
    pump();
  };
}

let pagePreloader: PreloadModules | undefined;

/**
 * Adds modulepreload links to this page, a few per task (PRELOADS_PER_TASK): the app's files from index.html's template
 * (client/src/main.tsx) and every file Vite's preload helper adds for a lazy import (scripts/lib/batched-preloads.ts).
 */
export const preloadModules: PreloadModules = (links) => {
  pagePreloader ??= modulePreloader(document.head, document.baseURI, (run) => setTimeout(run, 0));
  pagePreloader(links);
};
