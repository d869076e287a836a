import type { Config } from '#contracts/config.ts';
import type { BodyOf, EndpointName, ParamsOf, QueryOf, ResponseOf } from '#contracts/endpoints.ts';
import type { StoreFixture } from '#contracts/fixtures.ts';
import type { Fixtures } from '../../fixtures.ts';
import type { CustomerStore } from '../../state/customers.ts';
import type { Sequences } from '../../state/sequences.ts';
import type { Visitor } from '../../state/types.ts';

/** What a REST handler gets: the validated request, the caller and their store, and the fixtures. */
export interface RestContext<N extends EndpointName> {
  params: ParamsOf<N>;
  query: QueryOf<N>;
  body: BodyOf<N>;
  visitor: Visitor;
  store: StoreFixture;
  /** The visitor's configuration, which every response carries. */
  config: Config;
  fixtures: Fixtures;
  /** The backend's customer accounts, shared by every visitor. */
  customers: CustomerStore;
  /** The server's id sequences (new quote items, orders, Multibanco references). */
  sequences: Sequences;
}

/** One endpoint of contracts/src/endpoints.ts, answered as the real backend would (always 200). */
export type RestHandler<N extends EndpointName> = (context: RestContext<N>) => ResponseOf<N>;
