import { HttpError } from '../../errors.ts';
import { awaitedOrder } from '../../state/orders.ts';
import { formHtml } from '../../payments/provider-page.ts';
import type { RestHandler } from './handler.ts';
import { decimalAmount } from '#contracts/rules/money.ts';

/** Redsys' Bizum step: an HTML page with the form that takes the buyer to Redsys (the fake Redsys page). */
export const processBizum: RestHandler<'processBizum'> = ({ query, visitor }) => {
  const record = awaitedOrder(visitor, query.order_id, ['bizum']);
  if (record === undefined) {
    const which = query.order_id === undefined ? 'no order of this visitor is' : `order ${query.order_id} is not`;
    throw new HttpError(400, `querystring/order_id: ${which} waiting for Bizum`);
  }
  const form = formHtml(
    {
      label: 'Continuar a Bizum',
      action: '/redsys/sandbox/bizum',
      fields: { Ds_SignatureVersion: 'HMAC_SHA256_V1', order_id: record.order.order_id, amount: decimalAmount(record.order.total) },
    },
    'redsys-form',
  );
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Redsys</title></head><body>${form}</body></html>`;
};
