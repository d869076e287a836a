/* The storefront's service worker: only push notifications about orders. Registered when the buyer asks for
   notifications (client/src/features/account/lib/push-notifications.ts), never on load. It caches nothing. */
'use strict';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A payload is JSON { title, body, url } or plain text; a URL off this site is never opened. */
function readPayload(event) {
  const fallback = { title: 'Pedidos', body: '', url: '/customer/orders' };
  if (!event.data) return fallback;
  try {
    const data = event.data.json();
    return {
      title: typeof data.title === 'string' && data.title ? data.title : fallback.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : fallback.url,
    };
  } catch {
    return { ...fallback, body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(self.registration.showNotification(payload.title, { body: payload.body, data: { url: payload.url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/customer/orders';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === target && 'focus' in client) return client.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
