import { logIn } from '../../state/session.ts';
import { visitorConfig } from '../../state/visitor-config.ts';
import type { RestHandler } from './handler.ts';

/** The one message for a wrong address or password, so the answer never tells which addresses exist. */
export const WRONG_CREDENTIALS = 'El email o la contraseña no son correctos.';

/** Logs the visitor in under a new session id (Set-Cookie): loggedIn and customerEmail in config. */
export const authenticate: RestHandler<'authenticate'> = ({ body, visitor, store, customers, request }) => {
  const account = customers.authenticate(body.email, body.pass);
  if (account === undefined) return { ok: false, message: WRONG_CREDENTIALS, config: visitorConfig(visitor, store) };
  logIn(request.server.visitors, visitor, account);
  return { ok: true, message: '', config: visitorConfig(visitor, store) };
};
