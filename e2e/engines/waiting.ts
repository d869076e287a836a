/** How often a wait asks the page again. */
const POLL_MS = 100;

/**
 * Asks `probe` until it answers something other than null or false, then returns that answer. After `timeoutMs` it
 * fails with `what` and the page's own account of where it stands (`whereAmI`), so a red run says what the buyer saw.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | false>,
  timeoutMs: number,
  whereAmI: () => Promise<string>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const answer = await probe();
      if (answer !== null && answer !== false) return answer;
      lastError = null;
    } catch (error) {
      // A probe sent while the page navigates may find no document: ask again.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const where = await whereAmI().catch((error: unknown) => `(the page did not answer: ${String(error)})`);
      const cause = lastError === null ? '' : `; last error: ${lastError instanceof Error ? lastError.message : String(lastError)}`;
      throw new Error(`Waited ${timeoutMs} ms for ${what}${cause}\n${where}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Where the page stands, for a failed wait: its address, its h1 and the start of what it shows. */
export function pageSummary(): string {
  const heading = document.querySelector('h1')?.textContent ?? '(no h1)';
  const text = (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400);
  return `  at ${window.location.pathname}${window.location.search}\n  h1: ${heading}\n  shows: ${text}`;
}

/** Whether the page's visible text holds the text (a string anywhere, or a pattern). */
export function pageShowsText(text: string | { source: string; flags: string }): boolean {
  const shown = (document.body?.innerText ?? '').replace(/\s+/g, ' ');
  return typeof text === 'string' ? shown.includes(text) : new RegExp(text.source, text.flags).test(shown);
}
