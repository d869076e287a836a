import * as v from 'valibot';
import type { MultibancoReference } from '#contracts/api/payment.ts';
import type { SchemaOf } from '../../../lib/contract-schemas.ts';

/**
 * A Multibanco reference as the payment intent sends it inside `message`, where no schema of the contract table
 * checks it: the same rules as the contract's MultibancoReference (multibanco-reference.test.ts holds them side by side).
 */
const multibancoReferenceSchema = v.object({
  entity: v.pipe(v.string(), v.regex(/^[0-9]{5}$/)),
  reference: v.pipe(v.string(), v.regex(/^[0-9]{9}$/)),
  amount: v.number(),
  expiry: v.string(),
  voucher_url: v.string(),
}) satisfies SchemaOf<MultibancoReference>;

/** The reference in an intent's message, or null when it is empty (ok false) or not a reference. */
export function parseReference(message: string): MultibancoReference | null {
  try {
    const value: unknown = JSON.parse(message);
    return v.is(multibancoReferenceSchema, value) ? value : null;
  } catch {
    return null;
  }
}
