import { afterEach, describe, expect, test } from 'vitest';
import { notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import { NO_AGE_LIMIT, readLastNoteForm, rememberLastNoteForm, stampLastNoteFormSuccessful } from './last-note-form.ts';
import { session } from './storage.ts';

const STORED_AT = Date.UTC(2026, 10, 22, 10, 0, 0);
const form = notaSimpleFormExample({ nombre: 'Ana Ruiz Gómez' });

afterEach(() => session.remove('last_ns_form'));

describe('[nota simple] last note form in session storage', () => {
  test('[nota simple] a form younger than the max age is read back with its date', () => {
    rememberLastNoteForm(form, STORED_AT);
    expect(readLastNoteForm(60, STORED_AT + 59_000)).toEqual({ date: STORED_AT, form });
  });

  test('[nota simple] a form as old as the max age, or older, is not returned', () => {
    rememberLastNoteForm(form, STORED_AT);
    expect(readLastNoteForm(60, STORED_AT + 60_000)).toBeNull();
    expect(readLastNoteForm(60, STORED_AT + 3_600_000)).toBeNull();
  });

  test('[nota simple] a max age of -1 means no limit', () => {
    rememberLastNoteForm(form, STORED_AT);
    expect(readLastNoteForm(NO_AGE_LIMIT, STORED_AT + 365 * 86_400_000)?.form).toEqual(form);
  });

  test('[nota simple] nothing stored reads as null', () => {
    expect(readLastNoteForm(NO_AGE_LIMIT)).toBeNull();
  });

  test('[nota simple] the stored form is stamped successful once the order succeeds', () => {
    rememberLastNoteForm(form, STORED_AT);
    stampLastNoteFormSuccessful();
    expect(readLastNoteForm(NO_AGE_LIMIT, STORED_AT)).toEqual({ date: STORED_AT, form, successful: true });
  });
});
