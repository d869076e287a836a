/** How long a page that paints no frames (a tab in the background) holds the task back at most. */
const HIDDEN_PAGE_MS = 250;

/**
 * Runs `task` once the browser has painted the next frame (in a task after that frame's animation callbacks), or after
 * at most 250 ms when no frame comes (a tab in the background paints none); returns what cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    cancel();
    task();
  };
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, HIDDEN_PAGE_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  }
  return cancel;
}
