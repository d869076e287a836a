import type { TSchema } from 'typebox';
import { ErrorResponse } from './errors.ts';

/** One row of the endpoint table (docs/decisions/001-contract-table.md). */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** Cart calls are retried like failed GETs (spec 7). */
  cartCall?: boolean;
  query?: TSchema;
  body?: TSchema;
  responses: { 200: TSchema } & { [status: number]: TSchema };
}

/** The failure answers every endpoint may give, in the ErrorResponse shape. */
export const failures = { 400: ErrorResponse, 500: ErrorResponse } as const;
