import type { FastifyRequest, FastifySchema } from 'fastify';
import type { Endpoint } from '#contracts/api/endpoints.ts';
import { MAX_ADD_REQUEST_BYTES } from '#contracts/rules/cart-bounds.ts';
import type { App } from '../plugin.ts';
import { contractCheck } from './contract-check.ts';

/**
 * Registers one entry of a contract table (the REST endpoints or the admin API): its method and
 * path, its params, query and body schemas for request validation, its response schemas, and a check
 * that the 200 body keeps the contract. An entry that `produces: 'html'` answers its string as an
 * HTML page (docs/decisions/007-html-endpoints-and-provider-simulators.md). A POST cart call (every add, and the
 * cart item's edit) takes a body of at most MAX_ADD_REQUEST_BYTES (contracts/src/rules/cart-bounds.ts): 413 past it,
 * before the body is read (plugins/error-handler.ts names the bound).
 */
export function routeFromContract(app: App, endpoint: Endpoint, answer: (request: FastifyRequest) => unknown): void {
  const schema: FastifySchema = { response: endpoint.responses };
  if (endpoint.params !== undefined) schema.params = endpoint.params;
  if (endpoint.query !== undefined) schema.querystring = endpoint.query;
  if (endpoint.body !== undefined) schema.body = endpoint.body;
  const keepsContract = contractCheck(endpoint.responses[200]);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(endpoint.method === 'POST' && endpoint.cartCall === true && { bodyLimit: MAX_ADD_REQUEST_BYTES }),
    handler: async (request, reply) => {
      if (endpoint.produces === 'html') void reply.type('text/html; charset=utf-8');
      return keepsContract(await answer(request));
    },
  });
}
