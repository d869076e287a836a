import { Type, type Static } from 'typebox';
import { INE_CODE_PATTERN, NUMERIC_ID_PATTERN } from '../constants/patterns.ts';
import { STORE_IDS, type StoreId as StoreIdValue } from '../constants/stores.ts';

/**
 * The small shapes many contracts share. A pattern written once here cannot drift between the
 * fields that mean the same thing.
 */

/** The backend's ids (products, options, cart and order items, orders, quotes): digits, sent as strings. */
export const NumericId = Type.String({ pattern: NUMERIC_ID_PATTERN });

/** `?id=` naming one record by its NumericId: a product, a cart item, an order or an order item (see the endpoint). */
export const IdQuery = Type.Object({ id: NumericId });
export type IdQuery = Static<typeof IdQuery>;

/** An INE municipality code, five digits (28079 Madrid). */
export const IneCode = Type.String({ pattern: INE_CODE_PATTERN });

/** A Spanish company's CIF, by its format; spanish-tax-ids.ts checks its control character. */
export const Cif = Type.String({ pattern: '^[A-Z][0-9]{7}[0-9A-J]$' });

/**
 * One of the fifteen branded portals (stores.ts, spec 1 and 9). An integer with an enum rather than a bare enum, so a
 * tool reading `?store=14` from a query string knows to read a number.
 */
export const StoreId = Type.Unsafe<StoreIdValue>(
  Type.Integer({ enum: [...STORE_IDS], description: 'A branded portal: one of the 15 store ids (spec 1, 9).' }),
);

/** A moment as the backend writes it: UTC, ISO 8601 (an RFC 3339 date-time such as 2026-03-02T09:15:00Z). */
export const dateTime = (description: string) => Type.String({ format: 'date-time', description: `${description} (UTC, ISO 8601).` });
