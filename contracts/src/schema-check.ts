import type { Static, TSchema } from 'typebox';

type Check = (schema: Record<string, unknown>, value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const TYPES: Record<string, (value: unknown) => boolean> = {
  object: isRecord,
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  integer: Number.isInteger,
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

const KEYWORDS: Record<string, Check> = {
  type: ({ type }, value) => TYPES[String(type)]?.(value) ?? false,
  properties: ({ properties }, value) =>
    !isRecord(value) ||
    Object.entries(properties as Record<string, TSchema>).every(([key, schema]) => !(key in value) || matchesSchema(schema, value[key])),
  required: ({ required }, value) => !isRecord(value) || (required as string[]).every((key) => key in value),
  items: ({ items }, value) => !Array.isArray(value) || value.every((item) => matchesSchema(items as TSchema, item)),
  anyOf: ({ anyOf }, value) => (anyOf as TSchema[]).some((schema) => matchesSchema(schema, value)),
  const: (schema, value) => value === schema.const,
  enum: (schema, value) => (schema.enum as unknown[]).includes(value),
  minimum: ({ minimum }, value) => typeof value !== 'number' || value >= Number(minimum),
  maximum: ({ maximum }, value) => typeof value !== 'number' || value <= Number(maximum),
};

const ANNOTATIONS = new Set(['description', 'title']);

/**
 * Whether `value` matches a contract schema, for the JSON Schema keywords the shapes the client checks use.
 * It lets the client check what it receives against the contract without TypeBox's validator, which would
 * put about 19 KiB gzip more on the first page. A schema with any other keyword throws: refused, never half-checked.
 */
export function matchesSchema<S extends TSchema>(schema: S, value: unknown): value is Static<S> {
  const keywords: Record<string, unknown> = Object.fromEntries(Object.entries(schema));
  return Object.keys(keywords).every((keyword) => {
    if (ANNOTATIONS.has(keyword)) return true;
    const check = KEYWORDS[keyword];
    if (check === undefined) throw new Error(`matchesSchema: unsupported keyword ${keyword}`);
    return check(keywords, value);
  });
}
