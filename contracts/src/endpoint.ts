import type { TSchema } from 'typebox';
import { ErrorResponse } from './errors.ts';

/** One row of the endpoint table (docs/decisions/001-contract-table.md). */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** Cart calls are retried like failed GETs (spec 7). */
  cartCall?: boolean;
  /** Path parameters, named `:name` in `path` (e.g. checkEmail/email/:email). */
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** 'html': the 200 answer is an HTML page (a string), not JSON (decision 007). */
  produces?: 'html';
  /** 'multipart': the body is multipart/form-data, read as a stream by the route itself (no body schema). */
  consumes?: 'multipart';
  responses: { 200: TSchema } & { [status: number]: TSchema };
}

/** The failure answers every endpoint may give, in the ErrorResponse shape. */
export const failures = { 400: ErrorResponse, 500: ErrorResponse } as const;

/** The failures of a call about one order: also 403 when the order is not the caller's (docs/decisions/012-orders-belong-to-the-customer.md). */
export const orderFailures = { ...failures, 403: ErrorResponse } as const;
