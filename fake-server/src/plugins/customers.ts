import { sharedPlugin } from '../plugin.ts';
import { CustomerStore } from '../state/customers.ts';
import { PushSubscriptions } from '../state/push-subscriptions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomerStore;
    /** Push subscriptions received (pushSubscribe), listed by the admin API. */
    pushSubscriptions: PushSubscriptions;
  }
}

/** The backend's customer accounts, one store per server: a customer logs in from any browser. */
export const customersPlugin = sharedPlugin(async (app) => {
  app.decorate('customers', new CustomerStore());
  app.decorate('pushSubscriptions', new PushSubscriptions());
});
