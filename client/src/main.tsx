import './ui/reset.css.ts';
import { APP_PRELOADS_ID } from '#contracts/api/boot-data.ts';
import { preloadModules } from './lib/module-preloads.ts';
import { pageHasServerMarkup } from './lib/page-data.ts';

/**
 * The entry is small on purpose (issue 25): the page the server sent paints first, with nothing of ours running
 * before it, and then the app arrives in steps the browser can paint and answer between: React's DOM renderer, the
 * router, then the app itself, which renders the page or hydrates the server's markup of it (app/start.tsx, decision
 * 035). All their code starts downloading at that first paint (the page's template of modulepreload links,
 * scripts/lib/app-preload.ts), not before: nothing competes with the page for the first paint. Each step runs in a
 * task of its own.
 */

// A part of the app a deploy removed (a dialog's code as much as a screen's) reloads the page, at most once per 30
// minutes; when the guard refuses, the error goes on to the route's error page (app/route-error.tsx). After the
// current task, so a route's navigation has reached its address and the reload keeps it. The guard's module is the
// app's own (app/start.tsx imports it): it is in memory by the time a later screen's code can be missing.
window.addEventListener('vite:preloadError', () =>
  setTimeout(() => void import('./lib/safe-reload.ts').then(({ reloadSafely }) => reloadSafely()), 0),
);

/** A turn of the event loop: what the browser has to do (paint, input) goes first. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

/** The page came with the app's markup (its boot data says so, decision 035): there is something to paint first. */
const serverMarkup = pageHasServerMarkup(window);

/**
 * Runs `start` once the server's markup has painted (the browser's first contentful paint has been presented), or soon
 * anyway (a tab in the background paints nothing); at once for a page the client renders itself.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  const observer =
    serverMarkup && typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) once();
        })
      : null;
  if (observer === null) {
    once();
    return;
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, 500);
}

/**
 * Starts downloading all of the app's code: the links index.html keeps in a template until now, in the order the
 * app needs them (React's DOM renderer first), a few per task so that adding them is no long task either.
 */
function preloadApp(): void {
  const template = document.getElementById(APP_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) preloadModules(template.content.querySelectorAll('link'));
}

afterFirstPaint(() => {
  preloadApp();
  void (async () => {
    await import('./app/dom-library.ts');
    await nextTask();
    await import('./app/router-library.ts');
    await nextTask();
    const { startApp } = await import('./app/start.tsx');
    await nextTask();
    await startApp();
  })();
});
