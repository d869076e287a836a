import { Type, type Static } from 'typebox';

/** Every 4xx/5xx answer: `message` names the field at fault where there is one. */
export const ErrorResponse = Type.Object({
  ok: Type.Literal(false),
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponse>;
