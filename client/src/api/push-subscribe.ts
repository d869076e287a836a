import type { PushSubscriptionBody } from '#contracts/api/account.ts';
import { callEndpoint } from './client.ts';

/** Sends the browser's push subscription as is (spec 7): pass `subscription.toJSON()`. */
export async function pushSubscribe(subscription: PushSubscriptionBody): Promise<void> {
  await callEndpoint('pushSubscribe', { body: subscription });
}
