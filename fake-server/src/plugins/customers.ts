import { sharedPlugin } from '../plugin.ts';
import { CustomerStore } from '../state/customers.ts';
import { LoginThrottle } from '../state/login-throttle.ts';
import { PushSubscriptions } from '../state/push-subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomerStore;
    /** Failed logins per account and per browser (authenticate answers 429 beyond them). */
    loginThrottle: LoginThrottle;
    /** Push subscriptions received (pushSubscribe), listed by the admin API. */
    pushSubscriptions: PushSubscriptions;
  }
}

/** The backend's customer accounts, one store per server: a customer logs in from any browser. */
export const customersPlugin = sharedPlugin<{ loginClock?: (() => number) | undefined }>(async (app, { loginClock }) => {
  app.decorate('customers', await CustomerStore.create());
  app.decorate('loginThrottle', new LoginThrottle(loginClock));
  app.decorate('pushSubscriptions', new PushSubscriptions());
});
