import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { HttpError } from '../errors.ts';

/** Compiled once per schema for the whole process: every server built in it shares the contract's schema objects. */
const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();
function compiled(schema: TSchema): ReturnType<typeof Compile> {
  let validator = validators.get(schema);
  if (validator === undefined) validators.set(schema, (validator = Compile(schema)));
  return validator;
}

/**
 * A check that a response body keeps the contract before it goes out. A body that breaks it is a
 * bug in the fake server, never something to send: it becomes a 500 naming the first failing
 * field, e.g. `response/config/store_id must be integer`.
 */
export function contractCheck(schema: TSchema): <Body>(body: Body) => Body {
  const validator = compiled(schema);
  return (body) => {
    if (validator.Check(body)) return body;
    const [first] = validator.Errors(body);
    throw new HttpError(500, `response${first?.instancePath ?? ''} ${first?.message ?? 'breaks the contract'}`);
  };
}
