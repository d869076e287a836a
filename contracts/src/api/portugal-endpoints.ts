import { AddToCartResponse } from './cart.ts';
import { endpointRoutes } from './endpoint-routes.ts';
import { type Endpoint, failures } from './endpoint.ts';
import {
  AddCertidaoBody,
  AddIpredialBody,
  FreguesiasQuery,
  FreguesiasResponse,
  OrganisationPortugalQuery,
  OrganisationPortugalResponse,
} from './portugal.ts';

/** Portugal's searches and add-to-cart calls (spec 7); shapes in portugal.ts. */
export const portugalEndpoints = {
  searchFreguesias: {
    ...endpointRoutes.searchFreguesias,
    query: FreguesiasQuery,
    responses: { 200: FreguesiasResponse, ...failures },
  },
  searchOrganisationPortugal: {
    ...endpointRoutes.searchOrganisationPortugal,
    query: OrganisationPortugalQuery,
    responses: { 200: OrganisationPortugalResponse, ...failures },
  },
  addCertidao: {
    ...endpointRoutes.addCertidao,
    body: AddCertidaoBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  addIpredial: {
    ...endpointRoutes.addIpredial,
    body: AddIpredialBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
