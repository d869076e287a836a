import type { Static } from 'typebox';
import type { AdminOk, adminEndpoints } from '#contracts/admin.ts';
import type { Fixtures } from '../../fixtures.ts';
import type { Visitor } from '../../state/types.ts';
import type { VisitorStore } from '../../state/visitor-store.ts';

export type AdminEndpoints = typeof adminEndpoints;
export type AdminName = keyof AdminEndpoints;

export interface AdminContext<N extends AdminName> {
  body: Static<AdminEndpoints[N]['body']>;
  /** The visitor whose session cookie came with the admin call. */
  caller: Visitor;
  visitors: VisitorStore;
  fixtures: Fixtures;
}

export type AdminHandler<N extends AdminName> = (context: AdminContext<N>) => AdminOk;

/** The visitor an admin call acts on: the one named by `visitor` (created if missing), else the caller. */
export function targetVisitor({ body, caller, visitors }: AdminContext<AdminName>): Visitor {
  return body.visitor === undefined ? caller : visitors.obtain(body.visitor);
}
