import { type Endpoint, failures } from './endpoint.ts';
import { FreguesiasQuery, FreguesiasResponse } from './portugal.ts';

/** Portugal's endpoints (spec 7 "Searches"). */
export const portugalEndpoints = {
  searchFreguesias: {
    method: 'GET',
    path: '/freguesias.php',
    query: FreguesiasQuery,
    responses: { 200: FreguesiasResponse, ...failures },
  },
} as const satisfies Record<string, Endpoint>;
