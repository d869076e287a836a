import { MAX_JSON_DEPTH } from '#contracts/api/endpoint.ts';
import { HttpError } from '../errors.ts';
import { sharedPlugin } from '../plugin.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests deeper than `limit` levels, read without parsing it: brackets inside strings are text.
 * Malformed text is left to the parser that comes next.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Every JSON body goes through Fastify's own parser (the body limit, `__proto__` and `constructor` refused) after a
 * depth check: a body nesting deeper than MAX_JSON_DEPTH is a 400 naming `body` and the limit, before it is parsed,
 * so nothing that deep is ever kept (issue 22: a 300,000-deep array kept in a push subscription made every later
 * save of the state file fail). Registered before the routes, whose contexts copy the parsers they find.
 */
export const jsonBodyPlugin = sharedPlugin(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    void parse(request, text, done);
  });
});
