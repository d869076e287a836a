import { targetVisitor, type AdminHandler } from './handler.ts';

/**
 * Back to a first visit: the target visitor (logged out; the customer's orders, and the documents uploaded for them,
 * stay theirs), or with `all: true` every visitor, and every customer back to the demo customers without orders (and
 * no failed logins counted), so every uploaded document goes too.
 */
export const reset: AdminHandler<'reset'> = (context) => {
  const { body, caller, visitors, customers, loginThrottle, pushSubscriptions, uploads } = context;
  if (body.all === true) {
    visitors.clear();
    customers.clear();
    loginThrottle.clear();
    pushSubscriptions.clear();
    uploads.empty();
    return { ok: true, visitor: body.visitor ?? caller.id };
  }
  const visitor = targetVisitor(context);
  visitors.reset(visitor);
  return { ok: true, visitor: visitor.id };
};
