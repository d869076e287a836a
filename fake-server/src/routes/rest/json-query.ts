import type { Static, TSchema } from 'typebox';
import { MAX_JSON_DEPTH } from '#contracts/api/endpoint.ts';
import { compiledCheck } from '../../compilers.ts';
import { HttpError } from '../../errors.ts';

/** How deep a JSON text nests: its deepest run of open brackets outside strings. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/**
 * A value the GET reading of a call carries as JSON in one query parameter (contracts/src/api/generic.ts,
 * MAX_GET_FORM_LENGTH), checked against the schema the POST reading's body has for it: 400 naming the parameter and
 * the field (`querystring/form/values/0/option_id must match pattern …`), as a body would be named.
 */
export function jsonQueryParameter<S extends TSchema>(raw: string, schema: S, parameter: string): Static<S> {
  if (jsonDepth(raw) > MAX_JSON_DEPTH) throw new HttpError(400, `querystring/${parameter} nests deeper than ${MAX_JSON_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, `querystring/${parameter} must be JSON`);
  }
  const check = compiledCheck(schema);
  if (check.Check(value)) return value as Static<S>;
  const [first] = check.Errors(value);
  throw new HttpError(400, `querystring/${parameter}${first?.instancePath ?? ''} ${first?.message ?? 'does not fit the contract'}`);
}

/**
 * Answers a GET reading with the POST reading's handler, its refusals naming where the values really were (issue 41,
 * point 3): the POST's `body/form/values/0/value` is the GET's `querystring/form/values/0/value`. `fields` are the
 * body fields the GET carries in its query (`form`; `item_id`, `options`, `actions`).
 */
export async function asQueryReading<T>(fields: readonly string[], answer: () => T | Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const inBody = new RegExp(String.raw`\bbody/(?=(?:${fields.join('|')})\b)`, 'g');
    const message = error.message.replace(inBody, 'querystring/');
    if (message === error.message) throw error;
    throw new HttpError(error.statusCode, message, error.headers);
  }
}
