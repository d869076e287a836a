import type { Static, TSchema } from 'typebox';
import type { adminEndpoints } from '#contracts/fake-backend/admin.ts';
import { HttpError } from '../../errors.ts';
import type { Fixtures } from '../../fixtures.ts';
import type { CustomerStore } from '../../state/customers.ts';
import type { LoginThrottle } from '../../state/login-throttle.ts';
import type { PushSubscriptions } from '../../state/push-subscriptions.ts';
import type { StateWriter } from '../../state/state-writer.ts';
import type { Account, Visitor } from '../../state/types.ts';
import type { VisitorStore } from '../../state/visitor-store.ts';
import type { UploadStore } from '../../uploads/upload-store.ts';

export type AdminEndpoints = typeof adminEndpoints;
export type AdminName = keyof AdminEndpoints;

type Field<E, K extends string> = E extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;

export interface AdminContext<N extends AdminName> {
  body: Field<AdminEndpoints[N], 'body'>;
  params: Field<AdminEndpoints[N], 'params'>;
  /** The visitor whose session cookie came with the admin call. */
  caller: Visitor;
  visitors: VisitorStore;
  customers: CustomerStore;
  /** Failed logins per account and browser; `reset { all }` clears them. */
  loginThrottle: LoginThrottle;
  pushSubscriptions: PushSubscriptions;
  fixtures: Fixtures;
  uploads: UploadStore;
  /** The state file's writer, null when the state is kept in memory only. */
  stateWriter: StateWriter | null;
}

export type AdminHandler<N extends AdminName> = (context: AdminContext<N>) => Static<AdminEndpoints[N]['responses'][200]>;

interface VisitorBody {
  visitor?: string | undefined;
  customer?: string | undefined;
}

/** The visitor an admin call acts on: the one named by `visitor` (created if missing), else the caller. */
export function targetVisitor({
  body,
  caller,
  visitors,
}: {
  body: VisitorBody | undefined;
  caller: Visitor;
  visitors: VisitorStore;
}): Visitor {
  return body?.visitor === undefined ? caller : visitors.obtain(body.visitor);
}

/** The customer an admin call acts on: `customer`, else the one logged in on the target visitor (400 when neither). */
export function targetCustomer(context: { body: VisitorBody; caller: Visitor; visitors: VisitorStore; customers: CustomerStore }): Account {
  const { body, customers } = context;
  if (body.customer !== undefined) {
    const account = customers.get(body.customer);
    if (account === undefined) throw new HttpError(400, `body/customer: no customer ${body.customer}`);
    return account;
  }
  const { account } = targetVisitor(context);
  if (account === null) throw new HttpError(400, 'body/customer: name a customer, or call as a logged-in visitor');
  return account;
}
