import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { compiledValidatorCompiler } from './validator-compiler.ts';

/**
 * Request validators and response serializers compiled once per schema for the whole process, not once
 * per route per server: every route's schemas are the contract table's own objects, the same in every
 * server this process builds (each test builds its own), and compiling them took most of `buildServer`.
 * Compiled code is a pure function of the schema, so sharing it checks exactly what it checked before.
 */
type Compiled<F> = WeakMap<object, Map<string, F>>;

function once<F>(cache: Compiled<F>, schema: object, variant: string, compile: () => F): F {
  let variants = cache.get(schema);
  if (variants === undefined) cache.set(schema, (variants = new Map()));
  let compiled = variants.get(variant);
  if (compiled === undefined) variants.set(variant, (compiled = compile()));
  return compiled;
}

const validators: Compiled<ReturnType<FastifySchemaCompiler<unknown>>> = new WeakMap();

/** TypeBox's compiled check (validator-compiler.ts); query and path strings are converted only when they fail as they came. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) =>
  once(validators, route.schema as object, route.httpPart ?? '', () => compiledValidatorCompiler(route as never));

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;
const serializers: Compiled<Serializer> = new WeakMap();

/**
 * fastify's own response serializer (fast-json-stringify), cached per schema. The server adds no shared
 * schemas (no `addSchema`), so a schema compiles the same way in every server.
 */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const shareable = Object.keys(externalSchemas ?? {}).length === 0;
  return (route) => (shareable ? once(serializers, route.schema as object, '', () => compile(route)) : compile(route));
};

export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = { compilersFactory: { buildSerializer } };
