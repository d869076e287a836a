import * as v from 'valibot';
import type { MultibancoReference } from '#contracts/api/payment.ts';
import { multibancoReferenceSchema } from '../../../lib/contract-schemas.ts';

/** The reference in an intent's message, or null when it is empty (ok false) or not a reference. */
export function parseReference(message: string): MultibancoReference | null {
  try {
    const value: unknown = JSON.parse(message);
    return v.is(multibancoReferenceSchema, value) ? value : null;
  } catch {
    return null;
  }
}
