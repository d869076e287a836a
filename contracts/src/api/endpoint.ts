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
  /**
   * The spec lists no such call: what it says instead. The call as a whole is assumed (assumed-fields.ts lists it;
   * the OpenAPI document marks its operation `x-assumed`), as a field is with assumed.ts.
   */
  assumed?: string;
}

/**
 * The deepest a JSON body may nest (`{}` and `[]` each count one level): every contract body is a few levels deep.
 * A deeper one is a 400 before it is parsed, since a value nested a few thousand levels deep overflows the stack of
 * whatever walks it later (the state file's JSON.stringify, a response serializer).
 */
export const MAX_JSON_DEPTH = 32;

/** The failure answers every endpoint may give, in the ErrorResponse shape. */
export const failures = { 400: ErrorResponse, 500: ErrorResponse } as const;
