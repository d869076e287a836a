import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BodyOf, type EndpointName, type ParamsOf, type QueryOf, type ResponseOf, endpoints } from '#contracts/api/endpoints.ts';

declare const offContractBrand: unique symbol;

/** A body the contract does not allow, sent as it is: what a refusal test sends on purpose. */
export interface OffContract {
  readonly [offContractBrand]: true;
}

/** Marks a body a test sends to be refused (a missing field, a wrong type): `call` takes it though its type is not the endpoint's. */
export const offContract = (body: unknown): OffContract => body as OffContract;

type QueryValue = string | number | boolean;

/**
 * What one call of the contract table sends, each part typed by the endpoint: its path parameters (required where the
 * path has some), its query (any of its fields, so a test may leave one out, plus `store` as any page may), its body.
 */
export type CallParts<N extends EndpointName> = (ParamsOf<N> extends undefined ? { params?: never } : { params: ParamsOf<N> }) & {
  query?: (QueryOf<N> extends undefined ? unknown : { [K in keyof QueryOf<N>]?: QueryOf<N>[K] | QueryValue }) & {
    store?: QueryValue;
  };
  body?: BodyOf<N> | OffContract;
  headers?: InjectOptions['headers'];
};

/** The response of a call: `json()` reads the endpoint's 200 answer unless told another type (an ErrorResponse). */
export type CallResponse<N extends EndpointName> = Omit<LightMyRequestResponse, 'json'> & { json<T = ResponseOf<N>>(): T };

/** The parts are optional where the endpoint has no path parameters. */
export type CallArgs<N extends EndpointName> = ParamsOf<N> extends undefined ? [parts?: CallParts<N>] : [parts: CallParts<N>];

/** The path of an endpoint with its parameters filled in, e.g. checkEmail's '/desktopapp/rest/checkEmail/email/a%40b.es'. */
export function pathOf<N extends EndpointName>(name: N, params?: ParamsOf<N>): string {
  const values = (params ?? {}) as Record<string, string>;
  return endpoints[name].path.replace(/:([A-Za-z_]+)/g, (_whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** The request `app.inject` sends for one call of the contract table: its method, its path and query, its JSON body. */
export function requestOf<N extends EndpointName>(name: N, ...[parts]: CallArgs<N>): InjectOptions & { url: string } {
  const { params, query, body, headers } = (parts ?? {}) as {
    params?: ParamsOf<N>;
    query?: object;
    body?: unknown;
    headers?: InjectOptions['headers'];
  };
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  return {
    method: endpoints[name].method,
    url: `${pathOf(name, params)}${search === '' ? '' : `?${search}`}`,
    ...(body !== undefined && { payload: body as object }),
    ...(headers !== undefined && { headers }),
  };
}

/** A describe title naming an endpoint as the spec does: 'GET /desktopapp/rest/cart'. */
export const routeOf = (name: EndpointName): string => `${endpoints[name].method} ${endpoints[name].path}`;
