import type { TSchema } from 'typebox';
import type { EndpointRoute } from './endpoint-routes.ts';
import { ErrorResponse } from './errors.ts';

/** One row of the endpoint table (docs/decisions/001-contract-table.md): its route and its schemas. */
export interface Endpoint extends EndpointRoute {
  /** Path parameters, named `:name` in `path` (e.g. checkEmail/email/:email). */
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  responses: { 200: TSchema } & { [status: number]: TSchema };
}

/** The failure answers every endpoint may give, in the ErrorResponse shape. */
export const failures = { 400: ErrorResponse, 500: ErrorResponse } as const;
