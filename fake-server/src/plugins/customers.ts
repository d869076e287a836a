import { sharedPlugin } from '../plugin.ts';
import { CustomerStore } from '../state/customers.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DeviceCookies } from '../state/device-cookies.ts';
import { LoginThrottle } from '../state/login-throttle.ts';
import { PushSubscriptions } from '../state/push-subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomerStore;
    /** Failed logins per account and per browser (authenticate answers 429 beyond them). */
    loginThrottle: LoginThrottle;
    /** Push subscriptions received (pushSubscribe), listed by the admin API. */
    pushSubscriptions: PushSubscriptions;
    /** Signs and checks the device cookies of browsers customers logged in on (authenticate). */
    deviceCookies: DeviceCookies;
  }
  interface FastifyRequest {
    /** A device cookie to send with the answer (a login succeeded): set by the handler, written by an onSend hook. */
    deviceCookie: string | undefined;
  }
}

/** The backend's customer accounts, one store per server: a customer logs in from any browser. */
export const customersPlugin = sharedPlugin<{ loginClock?: (() => number) | undefined }>(async (app, { loginClock }) => {
  app.decorate('customers', await CustomerStore.create());
  app.decorate('loginThrottle', new LoginThrottle(loginClock));
  app.decorate('pushSubscriptions', new PushSubscriptions());
  app.decorate('deviceCookies', new DeviceCookies());
  app.decorateRequest('deviceCookie', undefined);
  // After @fastify/cookie's own onSend hook (the visitors plugin registers it), which has written the cookies set until
  // then: this one adds its Set-Cookie to theirs (Fastify keeps every set-cookie header). Only for the path of the
  // login, so no other request carries it (it has no use elsewhere).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.deviceCookie !== undefined && reply.statusCode < 400) {
      void reply.header(
        'set-cookie',
        app.serializeCookie(DEVICE_COOKIE, request.deviceCookie, {
          httpOnly: true,
          sameSite: 'lax',
          path: request.routeOptions.url ?? '/',
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        }),
      );
    }
    done(null, payload);
  });
});
