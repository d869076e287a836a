import { targetVisitor, type AdminHandler } from './handler.ts';

/** Back to a first visit: the target visitor, or with `all: true` every visitor the server knows. */
export const reset: AdminHandler<'reset'> = (context) => {
  const { body, caller, visitors } = context;
  if (body.all === true) {
    visitors.clear();
    return { ok: true, visitor: body.visitor ?? caller.id };
  }
  const visitor = targetVisitor(context);
  visitors.reset(visitor);
  return { ok: true, visitor: visitor.id };
};
