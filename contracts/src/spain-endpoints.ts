import { AddToCartResponse } from './cart.ts';
import { type Endpoint, failures, orderFailures } from './endpoint.ts';
import { IdQuery } from './primitives.ts';
import {
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
    method: 'GET',
    path: '/registros.php',
    query: RegistrosQuery,
    responses: { 200: RegistrosResponse, ...failures },
  },
  searchSociedad: {
    method: 'GET',
    path: '/sociedad.php',
    query: SociedadQuery,
    responses: { 200: SociedadResponse, ...failures },
  },
  getMunicipio: {
    method: 'POST',
    path: '/desktopapp/rest/municipio/',
    body: MunicipioBody,
    responses: { 200: MunicipioResponse, ...failures },
  },
  addNs: {
    method: 'POST',
    path: '/desktopapp/rest/addns',
    cartCall: true,
    body: AddNsBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  addQp: {
    method: 'POST',
    path: '/desktopapp/rest/addqp',
    cartCall: true,
    body: AddQpBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  updatePedidoNs: {
    method: 'POST',
    path: '/desktopapp/rest/updatePedidoNS',
    /** The order item's id. */
    query: IdQuery,
    body: UpdatePedidoNsBody,
    responses: { 200: UpdatePedidoNsResponse, ...orderFailures },
  },
  preValidateNs: {
    method: 'POST',
    path: '/panel/rest/preValidateNs',
    body: PreValidateNsBody,
    responses: { 200: PreValidateNsResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
