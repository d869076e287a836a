import { AddToCartResponse } from './cart.ts';
import { endpointRoutes } from './endpoint-routes.ts';
import { type Endpoint, failures } from './endpoint.ts';
import { IdQuery } from './primitives.ts';
import {
  AddLocalizadaBody,
  AddNsBody,
  AddQpBody,
  MunicipioBody,
  MunicipioResponse,
  PreValidateNsBody,
  PreValidateNsResponse,
  RegistrosQuery,
  RegistrosResponse,
  SociedadQuery,
  SociedadResponse,
  UpdatePedidoNsBody,
  UpdatePedidoNsResponse,
} from './spain.ts';

/** Spain's Nota Simple, property search, registry and company searches and municipality pages (spec 7). */
export const spainEndpoints = {
  searchRegistros: {
    ...endpointRoutes.searchRegistros,
    query: RegistrosQuery,
    responses: { 200: RegistrosResponse, ...failures },
  },
  searchSociedad: {
    ...endpointRoutes.searchSociedad,
    query: SociedadQuery,
    responses: { 200: SociedadResponse, ...failures },
  },
  getMunicipio: {
    ...endpointRoutes.getMunicipio,
    body: MunicipioBody,
    responses: { 200: MunicipioResponse, ...failures },
  },
  addNs: {
    ...endpointRoutes.addNs,
    body: AddNsBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  addQp: {
    ...endpointRoutes.addQp,
    body: AddQpBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  updatePedidoNs: {
    ...endpointRoutes.updatePedidoNs,
    /** The order item's id. */
    query: IdQuery,
    body: UpdatePedidoNsBody,
    responses: { 200: UpdatePedidoNsResponse, ...failures },
  },
  preValidateNs: {
    ...endpointRoutes.preValidateNs,
    body: PreValidateNsBody,
    responses: { 200: PreValidateNsResponse, ...failures },
  },
  addLocalizada: {
    ...endpointRoutes.addLocalizada,
    assumed: 'spec 1 names the located-property service; spec 7 lists no call for it.',
    body: AddLocalizadaBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
