import type { Static, TSchema } from 'typebox';
import { type RouteName, endpointRoutes } from './endpoint-routes.ts';
import { type Endpoint, failures } from './endpoint.ts';
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
import { VersionQuery, VersionResponse } from './version.ts';

/**
 * The one table of every endpoint (docs/decisions/001-contract-table.md): each entry is its route
 * (endpoint-routes.ts, the part the browser bundles) spread with its schemas. The fake server registers its
 * routes from it, the client's API module is typed from it (types only), and the Pact tests replay it.
 * Add an endpoint's route first, then its entry here: an area with several endpoints keeps them in its own
 * `<area>-endpoints.ts` and is spread in below.
 */
export const endpoints = {
  getConfig: {
    ...endpointRoutes.getConfig,
    responses: { 200: ConfigResponse, ...failures },
  },
  getCart: {
    ...endpointRoutes.getCart,
    responses: { 200: CartResponse, ...failures },
  },
  getProduct: {
    ...endpointRoutes.getProduct,
    /** The product id. */
    query: IdQuery,
    responses: { 200: ProductResponse, ...failures },
  },
  getPedidos: {
    ...endpointRoutes.getPedidos,
    query: PedidosQuery,
    responses: { 200: PedidosResponse, ...failures },
  },
  delQuoteItem: {
    ...endpointRoutes.delQuoteItem,
    /** The cart (quote) item's id. */
    query: IdQuery,
    responses: { 200: CartResponse, ...failures },
  },
  getVersion: {
    ...endpointRoutes.getVersion,
    query: VersionQuery,
    responses: { 200: VersionResponse, ...failures },
  },
  ...customerEndpoints,
  ...paymentEndpoints,
  ...genericEndpoints,
  ...spainEndpoints,
  ...portugalEndpoints,
  ...accountEndpoints,
} as const satisfies { [N in RouteName]: Endpoint };

export type { Endpoint };
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Field<E, K extends string> = E extends { [P in K]: infer S extends TSchema } ? Static<S> : undefined;
export type QueryOf<N extends EndpointName> = Field<Endpoints[N], 'query'>;
export type BodyOf<N extends EndpointName> = Field<Endpoints[N], 'body'>;
export type ParamsOf<N extends EndpointName> = Field<Endpoints[N], 'params'>;
export type ResponseOf<N extends EndpointName> = Static<Endpoints[N]['responses'][200]>;
