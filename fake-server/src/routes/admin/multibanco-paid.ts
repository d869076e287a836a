import { HttpError } from '../../errors.ts';
import { findByReference, markPaid } from '../../state/orders.ts';
import { targetVisitor, type AdminHandler } from './handler.ts';

/** The bank's notification that a Multibanco reference was paid: the target visitor's order becomes paid. */
export const multibancoPaid: AdminHandler<'multibancoPaid'> = (context) => {
  const visitor = targetVisitor(context);
  const record = findByReference(visitor, context.body.reference);
  if (record === undefined) throw new HttpError(400, `body/reference ${context.body.reference} belongs to no order of this visitor`);
  markPaid(visitor, record);
  return { ok: true, visitor: visitor.id };
};
