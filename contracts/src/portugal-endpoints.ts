import { AddToCartResponse } from './cart.ts';
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
    method: 'GET',
    path: '/freguesias.php',
    query: FreguesiasQuery,
    responses: { 200: FreguesiasResponse, ...failures },
  },
  searchOrganisationPortugal: {
    method: 'GET',
    path: '/desktopapp/rest/searchOrganisationPortugal',
    query: OrganisationPortugalQuery,
    responses: { 200: OrganisationPortugalResponse, ...failures },
  },
  addCertidao: {
    method: 'POST',
    path: '/desktopapp/rest/addcertidao',
    cartCall: true,
    body: AddCertidaoBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
  addIpredial: {
    method: 'POST',
    path: '/desktopapp/rest/addipredial',
    cartCall: true,
    body: AddIpredialBody,
    responses: { 200: AddToCartResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
