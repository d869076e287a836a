import type { RestHandler } from './handler.ts';

/** spec 7: keeps the browser's push subscription as sent, for the customer (or the visitor) it came from. */
export const pushSubscribe: RestHandler<'pushSubscribe'> = ({ body, visitor, pushSubscriptions, config }) => {
  pushSubscriptions.add({
    customer: visitor.account?.email ?? '',
    visitor: visitor.id,
    received_at: new Date().toISOString(),
    subscription: body,
  });
  return { ok: true, config };
};
