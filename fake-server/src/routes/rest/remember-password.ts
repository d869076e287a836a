import type { RestHandler } from './handler.ts';

/**
 * The real backend e-mails a password-reset link; the fake answers the link itself: back to `path`
 * (the authenticate page) for that address. ok false for an address no customer has.
 */
export const rememberPassword: RestHandler<'rememberPassword'> = ({ params, query, customers, config }) => {
  if (!customers.has(params.email)) return { ok: false, link: '', config };
  const path = query.path.replace(/\/$/, '');
  return { ok: true, link: `${path}/${encodeURIComponent(params.email)}`, config };
};
