import { advanceClock } from '../../state/lifecycle.ts';
import { targetCustomer, targetVisitor, type AdminHandler } from './handler.ts';

/**
 * Moves a customer's simulated clock on by `advance_days` (0 just reads it): their orders follow the
 * lifecycle (ORDER_LIFECYCLE_DAYS) and the 60-day rule counts on this clock. Each customer has their own
 * clock, so parallel tests with their own customers never move each other's orders.
 */
export const clock: AdminHandler<'clock'> = (context) => {
  const account = targetCustomer(context);
  const now = advanceClock(account, context.body.advance_days);
  return { ok: true, visitor: targetVisitor(context).id, customer: account.email, now: now.toISOString() };
};
