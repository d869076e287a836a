import type { TSchema } from 'typebox';
import * as account from '#contracts/api/account.ts';
import * as admin from '#contracts/fake-backend/admin.ts';
import * as cart from '#contracts/api/cart.ts';
import * as config from '#contracts/api/config.ts';
import * as customer from '#contracts/api/customer.ts';
import * as errors from '#contracts/api/errors.ts';
import * as generic from '#contracts/api/generic.ts';
import * as payment from '#contracts/api/payment.ts';
import * as pedidos from '#contracts/api/pedidos.ts';
import * as portugal from '#contracts/api/portugal.ts';
import * as primitives from '#contracts/api/primitives.ts';
import * as product from '#contracts/api/product.ts';
import * as spain from '#contracts/api/spain.ts';
import * as version from '#contracts/api/version.ts';

/** A JSON Schema (or OpenAPI) object as the document holds it. */
export type Json = { [key: string]: unknown };

/** The contract modules whose exported schemas are named in the reference, in this order (a first name wins). */
const MODULES: Record<string, unknown>[] = [
  errors,
  primitives,
  config,
  cart,
  product,
  customer,
  payment,
  pedidos,
  account,
  generic,
  spain,
  portugal,
  version,
  admin,
];

/** Keywords whose values are data, not schemas: never replaced by a reference. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);

/** TypeBox keeps its own marks ('~kind', '~optional') as non-enumerable keys: JSON leaves them out. */
const plain = (schema: unknown): Json => JSON.parse(JSON.stringify(schema)) as Json;

/** Key order does not make two schemas different. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const entries = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical((value as Json)[key])}`);
  return `{${entries.join(',')}}`;
}

/**
 * Schemas worth a name: objects, unions and enums. A bare string with a pattern stays inline, since two fields with the
 * same pattern (a five-digit INE code, a five-digit Multibanco entity) are not one type.
 */
function nameable(value: unknown): value is TSchema {
  if (typeof value !== 'object' || value === null || !('~kind' in value)) return false;
  const schema = value as Json;
  return schema.type === 'object' || Array.isArray(schema.anyOf) || (Array.isArray(schema.enum) && schema.enum.length > 1);
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/**
 * The named, reused components of the reference: every schema a contract module exports under a name (Config,
 * CartItem, ErrorResponse, StoreId…). A schema in a call is replaced by a reference to its name when it is that
 * exported object, or has exactly its shape (TypeBox copies a schema made optional); only the names the document
 * uses are emitted.
 */
export class SchemaNames {
  readonly #byObject = new Map<object, string>();
  readonly #byShape = new Map<string, string>();
  readonly #bodies = new Map<string, Json>();

  constructor() {
    const named: [string, TSchema][] = [];
    for (const module of MODULES) {
      for (const [name, value] of Object.entries(module)) {
        if (nameable(value) && !this.#byObject.has(value)) {
          this.#byObject.set(value, name);
          named.push([name, value]);
        }
      }
    }
    // A schema's parts are smaller than it: naming the smaller ones first lets each body refer to its parts.
    named.sort(([, a], [, b]) => JSON.stringify(a).length - JSON.stringify(b).length);
    for (const [name, schema] of named) {
      const body = this.#convert(schema, name);
      const shape = canonical(body);
      const earlier = this.#byShape.get(shape);
      this.#bodies.set(name, body);
      if (earlier === undefined) this.#byShape.set(shape, name);
    }
  }

  /** The name a schema goes by in the reference, if any. */
  nameOf(schema: unknown): string | undefined {
    return typeof schema === 'object' && schema !== null ? this.#byObject.get(schema) : undefined;
  }

  /** A contract schema as the document writes it: plain JSON Schema 2020-12, each named part a $ref. */
  toOpenApi(schema: unknown): Json {
    return this.#convert(schema, undefined);
  }

  #convert(schema: unknown, self: string | undefined): Json {
    const byObject = typeof schema === 'object' && schema !== null ? this.#byObject.get(schema) : undefined;
    if (byObject !== undefined && byObject !== self) return ref(byObject);
    return this.#walk(plain(schema), schema, self, true) as Json;
  }

  /** Replaces, from the leaves up, every part whose shape is a named schema's (but the one being named) by its $ref. */
  #walk(node: unknown, original: unknown, self: string | undefined, root: boolean): unknown {
    if (Array.isArray(node)) return node.map((item, index) => this.#walk(item, (original as unknown[] | undefined)?.[index], self, false));
    if (typeof node !== 'object' || node === null) return node;
    if (!root) {
      const byObject = typeof original === 'object' && original !== null ? this.#byObject.get(original) : undefined;
      if (byObject !== undefined && byObject !== self) return ref(byObject);
    }
    const walked: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      walked[key] = DATA_KEYWORDS.has(key) ? value : this.#walk(value, (original as Json | undefined)?.[key], self, false);
    }
    const byShape = this.#byShape.get(canonical(walked));
    return byShape !== undefined && byShape !== self && !root ? ref(byShape) : walked;
  }

  /** components.schemas: the named schemas `document` refers to, and those they refer to, by name. */
  componentsFor(document: unknown): Record<string, Json> {
    const used = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (typeof node === 'object' && node !== null) {
        const target = (node as Json).$ref;
        if (typeof target === 'string' && target.startsWith('#/components/schemas/')) {
          const name = target.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(this.#bodies.get(name));
          }
        }
        Object.values(node).forEach(visit);
      }
    };
    visit(document);
    return Object.fromEntries(
      [...used].sort().map((name) => {
        const body = this.#bodies.get(name);
        if (body === undefined) throw new Error(`no schema is named ${name}`);
        return [name, body];
      }),
    );
  }
}
