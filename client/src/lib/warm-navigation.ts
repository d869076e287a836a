import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { whenIdle } from './route-prefetch.ts';

let warmed = false;

/**
 * Runs, once while the page is idle, the code the buyer's first navigation would otherwise run for the first time, in
 * the click that asks for it: a navigation of a router of its own, and a render that replaces elements in a React root
 * of its own. The browser compiles a function when it first runs; at 4x CPU that compilation was 23 of the 90 ms
 * from the Nota Simple's Continue to its next step (issue 25). The compiled code is shared by every instance, the
 * app's router and root included; nothing here touches the page, its address or its history. Once per page life,
 * each part in an idle task of its own (at 4x CPU together 15-60 ms); resolves once done (a failure is logged: it
 * costs the buyer nothing but the time it would have saved).
 */
export async function warmNavigationCode(): Promise<void> {
  if (warmed) return;
  warmed = true;
  try {
    await idle();
    warmRenderer();
    await idle();
    await warmRouter();
  } catch (error: unknown) {
    console.error('[warm-up] the navigation ahead failed', error);
  }
}

const idle = () => new Promise<void>((resume) => whenIdle(resume));

/** A navigation with a query string, as a wizard's Continue makes, in a window whose address and history are in memory. */
async function warmRouter(): Promise<void> {
  const router = createBrowserRouter([{ path: '/' }, { path: '/next' }], { window: windowInMemory() });
  await router.navigate('/next?step=2');
  router.dispose();
}

/** Elements created with attributes and text, replaced by others, then removed, in a root the page does not show. */
function warmRenderer(): void {
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement('p', { id: 'warm-up', className: 'first' }, 'first', createElement('span', null, 'step'))));
  flushSync(() =>
    root.render(
      createElement(
        'form',
        { noValidate: true },
        createElement('h1', { tabIndex: -1 }, 'next'),
        createElement('input', { type: 'text', value: '', readOnly: true }),
      ),
    ),
  );
  root.unmount();
}

/** The part of a window React Router's browser history uses: an address and a history kept in memory. */
function windowInMemory(): Window {
  const location = new URL('https://warm-up.invalid/');
  let state: unknown = null;
  const go = (next: unknown, _title: string, to?: string | URL | null) => {
    state = next;
    if (to !== undefined && to !== null) location.href = new URL(to, location).href;
  };
  const history = {
    get state() {
      return state;
    },
    pushState: go,
    replaceState: go,
    go: () => undefined,
  };
  const memoryWindow = { location, history, addEventListener: () => undefined, removeEventListener: () => undefined };
  return memoryWindow as unknown as Window;
}
