import type { AdminHandler } from './handler.ts';

/** Every push subscription the server received, with the customer (or visitor) it came from. */
export const pushSubscriptions: AdminHandler<'pushSubscriptions'> = (context) => ({ subscriptions: context.pushSubscriptions.list() });
