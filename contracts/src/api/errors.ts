import { Type, type Static } from 'typebox';

/** Every 4xx/5xx answer: `message` names the field at fault where there is one. */
export const ErrorResponse = Type.Object(
  {
    ok: Type.Literal(false),
    statusCode: Type.Integer({ minimum: 400, maximum: 599, description: "The answer's HTTP status, repeated." }),
    error: Type.String({ description: "The status's reason phrase, e.g. 'Forbidden'." }),
    message: Type.String({
      description:
        "Why, naming the field at fault where there is one: 'querystring/id must match pattern …', 'headers/x-form-key is missing: …'.",
    }),
  },
  { description: 'Every 4xx and 5xx answer, in JSON whatever the media type of the success.' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;
