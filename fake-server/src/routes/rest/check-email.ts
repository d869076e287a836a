import type { RestHandler } from './handler.ts';

/** Whether a customer already uses the address (customer/register shows 'Ya existe un cliente…'). */
export const checkEmail: RestHandler<'checkEmail'> = ({ params, customers, config }) => ({
  ok: true,
  exists: customers.has(params.email),
  config,
});
