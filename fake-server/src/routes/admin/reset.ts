import { targetVisitor, type AdminHandler } from './handler.ts';

/**
 * Back to a first visit: the target visitor (logged out; the customer's orders stay theirs), or with
 * `all: true` every visitor, and every customer back to the demo customers without orders (and no failed logins counted).
 */
export const reset: AdminHandler<'reset'> = (context) => {
  const { body, caller, visitors, customers, loginThrottle, pushSubscriptions } = context;
  if (body.all === true) {
    visitors.clear();
    customers.clear();
    loginThrottle.clear();
    pushSubscriptions.clear();
    return { ok: true, visitor: body.visitor ?? caller.id };
  }
  const visitor = targetVisitor(context);
  visitors.reset(visitor);
  return { ok: true, visitor: visitor.id };
};
