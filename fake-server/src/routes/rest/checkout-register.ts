import { assertCheckoutPossible, checkout, refusal } from '../../payments/checkout.ts';
import { logIn } from '../../state/session.ts';
import type { RestHandler } from './handler.ts';

export const EXISTING_CUSTOMER = 'Ya existe un cliente registrado con esta dirección.';

/**
 * A new buyer (also for PayPal): the account is created (the real backend e-mails its password),
 * the visitor is logged in (under a new session id), and the cart becomes an order. An address already registered is refused.
 */
export const checkoutRegister: RestHandler<'checkoutRegister'> = async ({ body, visitor, store, customers, sequences, request }) => {
  if (customers.has(body.form.email)) return refusal(visitor, store, EXISTING_CUSTOMER);
  assertCheckoutPossible(visitor, store, body.form);
  const passwordHash = await customers.newPasswordHash();
  // Checked again after the hashing: a parallel request may have registered the address or emptied the cart.
  if (customers.has(body.form.email)) return refusal(visitor, store, EXISTING_CUSTOMER);
  assertCheckoutPossible(visitor, store, body.form);
  const account = customers.add(body.form.email, passwordHash);
  logIn(request.server.visitors, visitor, account);
  return checkout(visitor, store, sequences, body.form);
};
