import type { TSchema } from 'typebox';
import { Memory } from 'typebox/system';

/**
 * The keyword that marks a part of an answer this project assumed rather than read in the spec (spec 7 says "not shown",
 * or names no such call): TypeBox passes it through, so the fake server's checks ignore it and the published OpenAPI
 * document shows it. assumed-fields.ts lists every mark; docs/reference/assumed-answers.md says what the client does
 * when a backend leaves the part out.
 */
export const ASSUMED_KEYWORD = 'x-assumed';

/** What the description of a marked part starts its note with, followed by what the spec says. */
export const ASSUMED_NOTE = 'Assumed, not in the spec:';

/** `schema` marked as assumed, its description ending with what the spec says instead. The schema itself is not changed. */
export function assumed<S extends TSchema>(schema: S, specSays: string): S {
  const { description } = schema as { description?: unknown };
  const note = `${ASSUMED_NOTE} ${specSays}`;
  return Memory.Update(
    Memory.Clone(schema),
    {},
    {
      [ASSUMED_KEYWORD]: true,
      description: typeof description === 'string' ? `${description} ${note}` : note,
    },
  ) as S;
}

/** True when the schema carries the mark. */
export const isAssumed = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as Record<string, unknown>)[ASSUMED_KEYWORD] === true;
