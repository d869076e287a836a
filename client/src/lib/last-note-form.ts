import type { NotaSimpleForm } from '#contracts/api/spain.ts';
import { type StampedForm, session } from './storage.ts';

/**
 * spec 3 and 4: the last Nota Simple form, kept in session storage (last_ns_form) with the date it was
 * stored. Read back with a max age in seconds it is returned only if younger; -1 means no limit. It is
 * stamped successful when the order succeeds (the payment success screen).
 */
export const NO_AGE_LIMIT = -1;

/**
 * How old the last note form may be when a property search started from a Nota Simple takes its owner (spec 4's max
 * age; docs/decisions/038): the search is offered right after the Nota Simple is added, so an hour is plenty, and an
 * older form in the same tab is another request's.
 */
export const NOTE_FOR_SEARCH_MAX_AGE_SECONDS = 60 * 60;

export function rememberLastNoteForm(form: NotaSimpleForm, now: number = Date.now()): void {
  session.set('last_ns_form', { date: now, form });
}

export function readLastNoteForm(maxAgeSeconds: number, now: number = Date.now()): StampedForm | null {
  const stored = session.get('last_ns_form');
  if (stored === null) return null;
  if (maxAgeSeconds === NO_AGE_LIMIT) return stored;
  return now - stored.date < maxAgeSeconds * 1000 ? stored : null;
}

/** spec 4: the last note form is stamped successful when the order succeeds. */
export function stampLastNoteFormSuccessful(): void {
  const last = session.get('last_ns_form');
  if (last && last.successful !== true) session.set('last_ns_form', { ...last, successful: true });
}
