import { HttpError } from '../../errors.ts';
import { DEVICE_COOKIE } from '../../state/device-cookies.ts';
import { LOGIN_LIMITS, type LoginRefusal } from '../../state/login-throttle.ts';
import { logIn } from '../../state/session.ts';
import { visitorConfig } from '../../state/visitor-config.ts';
import type { RestHandler } from './handler.ts';

/** The one message for a wrong address or password, so the answer never tells which addresses exist. */
export const WRONG_CREDENTIALS = 'El email o la contraseña no son correctos.';

const MINUTES_OF_WINDOW = LOGIN_LIMITS.windowMs / 60_000;

/** What each limit's 429 names: the field it is about, and the limit. */
const LIMITS: Record<LoginRefusal['limit'], string> = {
  account: `body/email: more than ${LOGIN_LIMITS.perAccount} failed logins for this address in ${MINUTES_OF_WINDOW} minutes`,
  device: `cookies/${DEVICE_COOKIE}: more than ${LOGIN_LIMITS.perDevice} failed logins for this address from this browser in ${MINUTES_OF_WINDOW} minutes`,
  visitor: `body/pass: more than ${LOGIN_LIMITS.perVisitor} failed logins from this browser in ${MINUTES_OF_WINDOW} minutes`,
};

/** 429 naming the field whose limit was reached and when to try again, with Retry-After in seconds. */
function tooManyAttempts({ limit, retryAfterSeconds }: LoginRefusal): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(429, `${LIMITS[limit]}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * Logs the visitor in under a new session id (Set-Cookie): loggedIn and customerEmail in config. Failed logins are
 * limited per address and per browser (LoginThrottle: 429 with Retry-After beyond them, before any password is
 * checked); an unknown address costs the same scrypt work as a known one. A successful login gives the browser a
 * device cookie for that address (state/device-cookies.ts): with it, the address's failures from elsewhere never
 * lock this browser out, which has a limit of its own.
 */
export const authenticate: RestHandler<'authenticate'> = async ({ body, visitor, store, customers, request }) => {
  const { loginThrottle: throttle, deviceCookies } = request.server;
  const device = deviceCookies.deviceOf(request.cookies[DEVICE_COOKIE], body.email);
  const refusal = throttle.attempt(body.email, visitor.id, device);
  if (refusal !== undefined) throw tooManyAttempts(refusal);
  const account = await customers.authenticate(body.email, body.pass);
  if (account === undefined) return { ok: false, message: WRONG_CREDENTIALS, config: visitorConfig(visitor, store) };
  // Before logIn, which gives the visitor a new id.
  throttle.succeeded(body.email, visitor.id, device);
  request.deviceCookie = deviceCookies.issue(account.email);
  logIn(request.server.visitors, visitor, account);
  return { ok: true, message: '', config: visitorConfig(visitor, store) };
};
