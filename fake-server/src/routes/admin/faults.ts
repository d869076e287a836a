import { MAX_PENDING_FAULTS } from '#contracts/fake-backend/admin.ts';
import { HttpError } from '../../errors.ts';
import { targetVisitor, type AdminHandler } from './handler.ts';

/**
 * The target visitor's next `times` calls to `path` fail with `status`, or with 500 when neither
 * `status` nor `delayMs` is given; with `delayMs` they are answered that much later (normally,
 * unless `status` is given too). With `answerDropped` the call is handled and its change kept, then answered
 * `status` (504 by default) instead. A new fault for the same path replaces the pending one; a visitor holds
 * at most MAX_PENDING_FAULTS paths.
 */
export const faults: AdminHandler<'faults'> = (context) => {
  const { body } = context;
  const visitor = targetVisitor(context);
  if (!visitor.faults.has(body.path) && visitor.faults.size >= MAX_PENDING_FAULTS) {
    throw new HttpError(400, `body/path: this visitor already has ${MAX_PENDING_FAULTS} faults waiting, the most it can hold`);
  }
  const answerDropped = body.answerDropped === true;
  visitor.faults.set(body.path, {
    remaining: body.times,
    status: body.status ?? (answerDropped ? 504 : body.delayMs === undefined ? 500 : null),
    delayMs: body.delayMs ?? 0,
    answerDropped,
  });
  return { ok: true, visitor: visitor.id };
};
