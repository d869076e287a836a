/**
 * Web push for order updates. Nothing here runs on load: the service worker is registered, and the browser's
 * permission asked, only when the buyer presses the button that calls `enablePushNotifications`.
 */
export type PushOutcome =
  | { result: 'subscribed'; subscription: PushSubscriptionJSON }
  | { result: 'unsupported' }
  | { result: 'denied' }
  | { result: 'failed'; error: unknown };

/** The service worker, served from client/public at the site's root so its scope covers the whole app. */
export const SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

export function pushSupported(win: Window & typeof globalThis = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

/** A VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the browser's permission, registers the service worker and subscribes (or reuses the subscription),
 * then hands the subscription, as the browser gives it, to `send`.
 */
export async function enablePushNotifications(
  applicationServerKey: string,
  send: (subscription: PushSubscriptionJSON) => Promise<void>,
): Promise<PushOutcome> {
  if (!pushSupported()) return { result: 'unsupported' };
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return { result: 'denied' };
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(applicationServerKey) }));
    const json = subscription.toJSON();
    await send(json);
    return { result: 'subscribed', subscription: json };
  } catch (error) {
    return { result: 'failed', error };
  }
}
