import type { Static, TSchema } from 'typebox';
import { type Endpoint, failures, orderFailures } from './endpoint.ts';
import { accountEndpoints } from './account-endpoints.ts';
import { CartResponse } from './cart.ts';
import { ConfigResponse } from './config.ts';
import { customerEndpoints } from './customer-endpoints.ts';
import { genericEndpoints } from './generic-endpoints.ts';
import { paymentEndpoints } from './payment-endpoints.ts';
import { PedidosQuery, PedidosResponse } from './pedidos.ts';
import { IdQuery } from './primitives.ts';
import { ProductResponse } from './product.ts';
import { portugalEndpoints } from './portugal-endpoints.ts';
import { spainEndpoints } from './spain-endpoints.ts';
import { VERSION_FILE, VersionQuery, VersionResponse } from './version.ts';

/**
 * The one table of every endpoint (docs/decisions/001-contract-table.md).
 * The fake server registers its routes from it, the client's API module is typed from it,
 * and the Pact tests replay it. Add an endpoint here first: an area with several endpoints
 * keeps them in its own `<area>-endpoints.ts` and is spread in below.
 */
export const endpoints = {
  getConfig: {
    method: 'GET',
    path: '/desktopapp/rest/config',
    responses: { 200: ConfigResponse, ...failures },
  },
  getCart: {
    method: 'GET',
    path: '/desktopapp/rest/cart',
    cartCall: true,
    responses: { 200: CartResponse, ...failures },
  },
  getProduct: {
    method: 'GET',
    path: '/desktopapp/rest/product',
    /** The product id. */
    query: IdQuery,
    responses: { 200: ProductResponse, ...failures },
  },
  getPedidos: {
    method: 'GET',
    path: '/desktopapp/rest/pedidos',
    query: PedidosQuery,
    /** 403: `?id=` names an order that is not the caller's (decision 012). */
    responses: { 200: PedidosResponse, ...orderFailures },
  },
  delQuoteItem: {
    method: 'GET',
    path: '/desktopapp/rest/delquoteitem',
    cartCall: true,
    /** The cart (quote) item's id. */
    query: IdQuery,
    responses: { 200: CartResponse, ...failures },
  },
  /** The deployed client's version file (spec 7), beside the app; the client checks it for a new deploy. */
  getVersion: {
    method: 'GET',
    path: `/${VERSION_FILE}`,
    query: VersionQuery,
    responses: { 200: VersionResponse, ...failures },
  },
  ...customerEndpoints,
  ...paymentEndpoints,
  ...genericEndpoints,
  ...spainEndpoints,
  ...portugalEndpoints,
  ...accountEndpoints,
} as const satisfies Record<string, Endpoint>;

export type { Endpoint };
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Field<E, K extends string> = E extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;
export type QueryOf<N extends EndpointName> = Field<Endpoints[N], 'query'>;
export type BodyOf<N extends EndpointName> = Field<Endpoints[N], 'body'>;
export type ParamsOf<N extends EndpointName> = Field<Endpoints[N], 'params'>;
export type ResponseOf<N extends EndpointName> = Static<Endpoints[N]['responses'][200]>;
