import type { FastifyRequest } from 'fastify';
import type { Config } from '#contracts/api/config.ts';
import type { BodyOf, EndpointName, ParamsOf, QueryOf, ResponseOf } from '#contracts/api/endpoints.ts';
import type { StoreFixture } from '../../file-schemas/fixtures.ts';
import type { Fixtures } from '../../fixtures.ts';
import type { CustomerStore } from '../../state/customers.ts';
import type { PushSubscriptions } from '../../state/push-subscriptions.ts';
import type { Sequences } from '../../state/sequences.ts';
import type { Visitor } from '../../state/types.ts';
import type { UploadStore } from '../../uploads/upload-store.ts';

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
  /** Push subscriptions received (pushSubscribe). */
  pushSubscriptions: PushSubscriptions;
  /** Uploaded documents on disk, and the size limit of one file (pushFilesToPedido). */
  uploads: UploadStore;
  uploadLimitBytes: number;
  /** The request itself, for an endpoint that reads a multipart body as a stream. */
  request: FastifyRequest;
}

/** One endpoint of contracts/src/api/endpoints.ts, answered as the real backend would (200; a refusal throws an HttpError). */
export type RestHandler<N extends EndpointName> = (context: RestContext<N>) => ResponseOf<N> | Promise<ResponseOf<N>>;
