import {
  endpoints,
  type BodyOf,
  type Endpoint,
  type EndpointName,
  type QueryOf,
} from '../../../../contracts/src/endpoints.ts';
import type { App } from '../../plugin.ts';
import { visitorConfig } from '../../state/visitor-config.ts';
import { routeFromContract } from '../route-from-contract.ts';
import { delQuoteItem } from './del-quote-item.ts';
import { getCart } from './get-cart.ts';
import { getConfig } from './get-config.ts';
import { getPedidos } from './get-pedidos.ts';
import { getProduct } from './get-product.ts';
import type { RestHandler } from './handler.ts';

/** One handler per entry of the endpoint table: a new endpoint fails the type check until it is here. */
const handlers: { [N in EndpointName]: RestHandler<N> } = {
  getConfig,
  getCart,
  getProduct,
  getPedidos,
  delQuoteItem,
};

function registerEndpoint<N extends EndpointName>(app: App, name: N): void {
  const endpoint: Endpoint = endpoints[name];
  const handler: RestHandler<N> = handlers[name];
  routeFromContract(app, endpoint, (request) => {
    const { visitor } = request;
    const store = app.fixtures.stores[visitor.storeId];
    return handler({
      // Validated against these very schemas by Fastify before the handler runs.
      query: (endpoint.query === undefined ? undefined : request.query) as QueryOf<N>,
      body: (endpoint.body === undefined ? undefined : request.body) as BodyOf<N>,
      visitor,
      store,
      config: visitorConfig(visitor, store),
      fixtures: app.fixtures,
    });
  });
}

/** The REST API of contracts/src/endpoints.ts, registered from the table. */
export default async function restRoutes(app: App): Promise<void> {
  for (const name of Object.keys(endpoints) as EndpointName[]) registerEndpoint(app, name);
}
