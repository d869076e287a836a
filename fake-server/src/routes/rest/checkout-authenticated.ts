import { checkout, refusal } from '../../payments/checkout.ts';
import type { RestHandler } from './handler.ts';

/**
 * A logged-in customer checks out with the method in the form. Called with the config only, the
 * customer's preferred payment from their billing record is used, if it is one paid away from the card form.
 */
export const checkoutAuthenticated: RestHandler<'checkoutAuthenticated'> = ({ body, visitor, store, sequences }) => {
  const { account } = visitor;
  if (account === null) return refusal(visitor, store, 'Identifícate para finalizar la compra.');
  if ('form' in body) return checkout(visitor, store, sequences, body.form);
  const preferred = account.client?.payment.preferred_payment;
  if (preferred === undefined || preferred === 'cc' || preferred === 'none') {
    return refusal(visitor, store, 'Elige un método de pago.');
  }
  return checkout(visitor, store, sequences, { email: account.email, type: preferred });
};
