import { HttpError } from '../../errors.ts';
import { LOGIN_LIMITS, type LoginRefusal } from '../../state/login-throttle.ts';
import { logIn } from '../../state/session.ts';
import { visitorConfig } from '../../state/visitor-config.ts';
import type { RestHandler } from './handler.ts';

/** The one message for a wrong address or password, so the answer never tells which addresses exist. */
export const WRONG_CREDENTIALS = 'El email o la contraseña no son correctos.';

const MINUTES_OF_WINDOW = LOGIN_LIMITS.windowMs / 60_000;

/** 429 naming the field whose limit was reached and when to try again, with Retry-After in seconds. */
function tooManyAttempts({ field, retryAfterSeconds }: LoginRefusal): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const which =
    field === 'body/email'
      ? `more than ${LOGIN_LIMITS.perAccount} failed logins for this address in ${MINUTES_OF_WINDOW} minutes`
      : `more than ${LOGIN_LIMITS.perVisitor} failed logins from this browser in ${MINUTES_OF_WINDOW} minutes`;
  return new HttpError(429, `${field}: ${which}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * Logs the visitor in under a new session id (Set-Cookie): loggedIn and customerEmail in config. Failed logins are
 * limited per address and per browser (LoginThrottle: 429 with Retry-After beyond them, before any password is
 * checked); an unknown address costs the same scrypt work as a known one.
 */
export const authenticate: RestHandler<'authenticate'> = async ({ body, visitor, store, customers, request }) => {
  const throttle = request.server.loginThrottle;
  const refusal = throttle.attempt(body.email, visitor.id);
  if (refusal !== undefined) throw tooManyAttempts(refusal);
  const account = await customers.authenticate(body.email, body.pass);
  if (account === undefined) return { ok: false, message: WRONG_CREDENTIALS, config: visitorConfig(visitor, store) };
  // Before logIn, which gives the visitor a new id.
  throttle.succeeded(body.email, visitor.id);
  logIn(request.server.visitors, visitor, account);
  return { ok: true, message: '', config: visitorConfig(visitor, store) };
};
