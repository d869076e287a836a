import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterNextPaint } from '../../lib/after-next-paint.ts';
import { ERROR_SUMMARY_ID } from '../../wizard/use-step-validation.ts';

/** How long a screen that is still loading may take to show its heading before the focus move is given up. */
const HEADING_WAIT_MS = 10_000;

/**
 * After each navigation the buyer made (Continue, Back, a link), focus moves to the new screen's h1, so a
 * screen reader reads the new step's heading at once and a keyboard user starts from the top of the new page,
 * instead of being left on <body> (issue 12, point 6). The heading being focused is the announcement: there is
 * no live-region announcer besides it, which would read the change twice.
 *
 * Not moved: on the first load and on redirects before the buyer has touched the page (the browser decides where
 * focus starts); on a change of the query string or the hash only (the #main skip link); while a dialog holds
 * focus; while a step's error summary holds it (it took focus to list what is wrong); when the buyer has put it on
 * the new page before the heading could take it (it moves after the page's first paint).
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const buyerActed = useRef(false);

  useEffect(() => {
    const acted = () => {
      buyerActed.current = true;
    };
    document.addEventListener('pointerdown', acted, { capture: true, once: true });
    document.addEventListener('keydown', acted, { capture: true, once: true });
    return () => {
      document.removeEventListener('pointerdown', acted, { capture: true });
      document.removeEventListener('keydown', acted, { capture: true });
    };
  }, []);

  // The new page starts at its top, as a page load does: scrolled in the commit that shows it, so no frame shows it
  // where the last one was scrolled to. Its heading takes focus after the paint: focus moving out of the last
  // screen's button makes React Aria update that button, work the new page's first frame need not wait for.
  const moved = useRef(false);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    moved.current = buyerActed.current && !focusIsKept();
    if (moved.current) window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const focusedWhenShown = document.activeElement;
    let stopWaiting = () => {};
    const cancel = afterNextPaint(() => {
      // Between the paint and now the buyer may have put focus on the new page (a click into its first field): it stays.
      const focused = document.activeElement;
      if (focused !== focusedWhenShown && focused !== null && focused !== document.body) return;
      stopWaiting = focusHeadingWhenShown(document.getElementById('main'));
    });
    return () => {
      cancel();
      stopWaiting();
    };
  }, [pathname]);
}

/** A dialog or the error summary took focus on purpose: a navigation does not take it from them. */
function focusIsKept(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return active.id === ERROR_SUMMARY_ID || active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Focuses the first shown h1 inside `root` as soon as there is one (a screen that loads its data or its code shows its
 * heading later); returns a function that stops waiting (the next navigation, or unmounting). A heading already there is
 * focused without scrolling: the commit that showed its page scrolled it to the top, and scrolling again would only
 * make the browser lay the page out once more. A heading that comes later may come after the buyer scrolled: the
 * page goes back to its top with it.
 */
export function focusHeadingWhenShown(root: HTMLElement | null): () => void {
  if (!root) return () => undefined;
  const focusHeading = (scrollToTop: boolean): boolean => {
    // A shown one: a screen that suspends is hidden by React (display: none) until the next one is in, its h1 still there.
    const heading = [...root.querySelectorAll('h1')].find(isShown);
    if (!heading) return false;
    if (focusIsKept()) return true;
    // Focusable by script only: it is not a stop on the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    if (scrollToTop) window.scrollTo({ top: 0 });
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading(false)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading(true)) stop();
  });
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  // A screen React shows again after a suspension is un-hidden by its style attribute alone.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return stop;
}

/** Whether an element is rendered (not inside a display: none); Safari before 17.4 has no checkVisibility. */
function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0;
}
