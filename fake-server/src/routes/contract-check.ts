import type { TSchema } from 'typebox';
import { compiledCheck } from '../compilers.ts';
import { HttpError } from '../errors.ts';

/**
 * A check that a response body keeps the contract before it goes out. A body that breaks it is a
 * bug in the fake server, never something to send: it becomes a 500 naming the first failing
 * field, e.g. `response/config/store_id must be integer`.
 */
export function contractCheck(schema: TSchema): <Body>(body: Body) => Body {
  const validator = compiledCheck(schema);
  return (body) => {
    if (validator.Check(body)) return body;
    const [first] = validator.Errors(body);
    throw new HttpError(500, `response${first?.instancePath ?? ''} ${first?.message ?? 'breaks the contract'}`);
  };
}
