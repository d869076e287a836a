import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import type { TProperties, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { Value } from 'typebox/value';

/**
 * Checks and serializers compiled once per schema for the whole process, not once per route per server: every
 * route's schemas are the contract tables' own objects, the same in every server this process builds (each test
 * builds its own), and compiling them took most of `buildServer`. Compiled code is a pure function of the schema,
 * so sharing it checks exactly what it checked before.
 */
const checks = new WeakMap<TSchema, Validator>();

/** TypeBox's compiled check of a schema, typed by it: request validation, the response check (routes/contract-check.ts) and the fixtures. */
export function compiledCheck<S extends TSchema>(schema: S): Validator<TProperties, S> {
  let check = checks.get(schema) as Validator<TProperties, S> | undefined;
  if (check === undefined) checks.set(schema, (check = Compile(schema)));
  return check;
}

/**
 * Request validation with TypeBox's compiled checks, as @fastify/type-provider-typebox's TypeBoxValidatorCompiler
 * does, but it converts a query string, params or headers (strings on the wire: '3' for a number) only when
 * the value fails the check as it came. The provider's compiler ran the interpreter's `Value.Convert` over
 * every request before its compiled check; most queries are strings already and pass as they are.
 * Every request is still checked against its schema, after conversion when there was one: faster, not looser.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = compiledCheck(schema);
  const converts = httpPart !== 'body';
  return (value: unknown) => {
    if (check.Check(value)) return { value };
    const converted = converts ? Value.Convert(schema, value) : value;
    return check.Check(converted) ? { value: converted } : { error: check.Errors(converted) };
  };
};

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;
const serializers = new WeakMap<object, Serializer>();

/**
 * fastify's own response serializer (fast-json-stringify), cached per schema. The server adds no shared
 * schemas (no `addSchema`), so a schema compiles the same way in every server.
 */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const shareable = Object.keys(externalSchemas ?? {}).length === 0;
  return (route) => {
    if (!shareable) return compile(route);
    const schema = route.schema as object;
    let serializer = serializers.get(schema);
    if (serializer === undefined) serializers.set(schema, (serializer = compile(route)));
    return serializer;
  };
};

export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = { compilersFactory: { buildSerializer } };
