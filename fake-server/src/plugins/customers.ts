import { sharedPlugin } from '../plugin.ts';
import { CustomerStore } from '../state/customers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomerStore;
  }
}

/** The backend's customer accounts, one store per server: a customer logs in from any browser. */
export const customersPlugin = sharedPlugin(async (app) => {
  app.decorate('customers', new CustomerStore());
});
