import * as v from 'valibot';
import { LAST_REQUEST_KEYS, type LastRequestKey, local } from '../lib/storage.ts';
import type { Flow } from './flow.ts';

/**
 * The last request of a wizard, kept in local storage (spec 3: the last certificate, predial and property-search forms
 * are kept locally; docs/decisions/038, "Local storage"): written when the request goes to the cart, offered on the
 * wizard's first step for this long, so a buyer who asks for the same property again (a renewed certificate, a
 * search of the same holder) need not type it again. Forgotten on logout: the property search names a person.
 */
export const LAST_REQUEST_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps the wizard's form as the last request (a plain copy, not the flow's proxy). */
export function rememberLastRequest(key: LastRequestKey, form: object, now: number = Date.now()): void {
  local.set(key, { date: now, form: JSON.parse(JSON.stringify(form)) as Record<string, unknown> });
}

/** The last request, when it is younger than the limit (and not from the future) and still fits its flow's form. */
export function readLastRequest<F>(
  key: LastRequestKey,
  schema: v.GenericSchema<unknown, F>,
  now: number = Date.now(),
): { date: number; form: F } | null {
  const stored = local.get(key);
  if (stored === null || stored.date > now || now - stored.date > LAST_REQUEST_MAX_AGE_DAYS * DAY_MS) return null;
  const parsed = v.safeParse(schema, stored.form);
  return parsed.success ? { date: stored.date, form: parsed.output } : null;
}

/**
 * The wizard starts again with the last request's answers, every step marked answered: the buyer goes to the review,
 * where each answer has its Change link and the add button.
 */
export function reuseLastRequest<F extends object>(flow: Flow<F>, form: F): void {
  flow.reset();
  flow.update(form);
  for (const step of flow.state.steps) flow.validate(step);
}

/** Forgets every wizard's last request (on logout). */
export function forgetLastRequests(): void {
  for (const key of LAST_REQUEST_KEYS) local.remove(key);
}
