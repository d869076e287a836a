import { ASSUMED_NOTE, isAssumed } from './assumed.ts';
import { CartItem } from './cart.ts';
import { Config } from './config.ts';
import { ClientRecord } from './customer.ts';
import { FORM_KEY_HEADER } from './endpoint-routes.ts';
import { type Endpoint, type EndpointName, endpoints } from './endpoints.ts';

/** One part of the contract this project assumed (assumed.ts): where it is, which field, and what the spec says instead. */
export interface AssumedField {
  /** An endpoint of the table, a schema every answer of several endpoints shares, or SHARED_HEADER_PLACE. */
  where: EndpointName | SharedSchemaName | typeof SHARED_HEADER_PLACE;
  /** The field's path in the answer (`cart`, `extra.childs[].extra.files`), WHOLE_ANSWER or WHOLE_CALL. */
  field: string;
  says: string;
}

/** The field of a mark on an answer's root: the answer's whole shape is ours. */
export const WHOLE_ANSWER = '(the answer)';
/** The field of an endpoint the spec does not list at all (Endpoint.assumed). */
export const WHOLE_CALL = '(the call)';
/** Where the assumed request headers are sent. */
export const SHARED_HEADER_PLACE = 'every call that changes state';

/**
 * Schemas many answers carry: their assumed fields are listed once under the schema's name, not under each endpoint
 * (the configuration is in every JSON answer).
 */
const SHARED_SCHEMAS = { Config, CartItem, ClientRecord } as const;
export type SharedSchemaName = keyof typeof SHARED_SCHEMAS;

/** The request headers the client sends that the spec does not name. */
const ASSUMED_REQUEST_HEADERS: AssumedField[] = [
  {
    where: SHARED_HEADER_PLACE,
    field: `${FORM_KEY_HEADER} (request header)`,
    says: 'spec 3 lists formkey in the runtime configuration; how a call sends it is not shown.',
  },
];

type Node = Record<string, unknown>;

const sharedJson = new Map(Object.entries(SHARED_SCHEMAS).map(([name, schema]) => [JSON.stringify(schema), name]));

/** The shared schema a node is (the same object, or a copy TypeBox made of it), if any. */
function sharedName(node: Node): string | undefined {
  for (const [name, schema] of Object.entries(SHARED_SCHEMAS)) if ((node as object) === schema) return name;
  return node.type === 'object' ? sharedJson.get(JSON.stringify(node)) : undefined;
}

const saysOf = (node: Node): string => {
  const description = typeof node.description === 'string' ? node.description : '';
  const at = description.indexOf(ASSUMED_NOTE);
  return at < 0 ? description : description.slice(at + ASSUMED_NOTE.length).trim();
};

/** The assumed parts under `node`, each at its path; a marked part's own fields are not listed again. */
function walk(node: unknown, path: string, root: boolean, found: { field: string; says: string }[]): void {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Node;
  if (isAssumed(schema)) {
    found.push({ field: path === '' ? WHOLE_ANSWER : path, says: saysOf(schema) });
    return;
  }
  if (!root && sharedName(schema) !== undefined) return;
  const properties = schema.properties as Record<string, unknown> | undefined;
  for (const [name, property] of Object.entries(properties ?? {})) walk(property, path === '' ? name : `${path}.${name}`, false, found);
  if (schema.items !== undefined) walk(schema.items, `${path}[]`, false, found);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const option of (schema[keyword] as unknown[] | undefined) ?? []) walk(option, path, false, found);
  }
}

/**
 * Every part of the contract marked as assumed: the fields of the shared schemas (Config, CartItem, ClientRecord), then
 * each endpoint's calls and answer fields (its 200 answer; the failures are the project's ErrorResponse throughout),
 * then the request headers. docs/reference/assumed-answers.md lists exactly these (assumed-fields.test.ts).
 */
export function assumedFields(): AssumedField[] {
  const list: AssumedField[] = [];
  for (const [where, schema] of Object.entries(SHARED_SCHEMAS) as [SharedSchemaName, unknown][]) {
    const found: { field: string; says: string }[] = [];
    walk(schema, '', true, found);
    list.push(...found.map((field) => ({ where, ...field })));
  }
  for (const [where, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    if (endpoint.assumed !== undefined) list.push({ where, field: WHOLE_CALL, says: endpoint.assumed });
    const found: { field: string; says: string }[] = [];
    walk(endpoint.responses[200], '', true, found);
    list.push(...found.map((field) => ({ where, ...field })));
  }
  return [...list, ...ASSUMED_REQUEST_HEADERS];
}

/** The endpoints of the table with an assumed part of their own (a field, their answer or the call), by name. */
export function endpointsWithAssumedParts(): EndpointName[] {
  const names = new Set<string>(Object.keys(endpoints));
  return [...new Set(assumedFields().map(({ where }) => where))].filter((where): where is EndpointName => names.has(where));
}
