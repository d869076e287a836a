import { HttpError } from '../../errors.ts';
import { awaitedOrder } from '../../state/orders.ts';
import { formHtml } from '../../payments/provider-page.ts';
import type { RestHandler } from './handler.ts';
import { decimalAmount } from '#contracts/rules/money.ts';

/**
 * PayPal Standard's redirect step: an HTML page holding the form to post to PayPal (spec 7: the client
 * extracts the form and submits it). Here the form goes to the fake PayPal page.
 */
export const paypalRedirect: RestHandler<'paypalRedirect'> = ({ query, visitor }) => {
  const record = awaitedOrder(visitor, query.order_id, ['paypal']);
  if (record === undefined) {
    const which = query.order_id === undefined ? 'no order of this visitor is' : `order ${query.order_id} is not`;
    throw new HttpError(400, `querystring/order_id: ${which} waiting for PayPal`);
  }
  const form = formHtml(
    {
      label: 'Continue to PayPal',
      action: '/paypal/sandbox/checkout',
      fields: { cmd: '_xclick', order_id: record.order.order_id, amount: decimalAmount(record.order.total), currency_code: 'EUR' },
    },
    'paypal-form',
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal</title></head><body>${form}</body></html>`;
};
