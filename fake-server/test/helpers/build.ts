import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { onTestFinished } from 'vitest';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { EndpointName, ResponseOf } from '#contracts/api/endpoints.ts';
import { buildServer, type ServerOptions } from '../../src/app.ts';
import { type CallArgs, type CallResponse, requestOf } from './call.ts';
import { writeTestFixtures } from './test-fixtures.ts';

/** The whole fake server on the test fixtures; closed after the test. */
export async function build(options: ServerOptions = {}): Promise<FastifyInstance> {
  const { fixturesDir = await writeTestFixtures(), ...rest } = options;
  const app = await buildServer({ logger: false, fixturesDir, ...rest });
  onTestFinished(() => app.close());
  return app;
}

/** A browser: keeps the session cookie the server gave it, and takes the new one it sets (after a login or logout). */
export interface Browser {
  /** The session id it sends now. */
  readonly sessionId: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
  json<T = unknown>(url: string): Promise<T>;
  /** Any request, with this browser's cookie (a multipart upload, a custom header). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** One call of the contract table by its name, its parts typed by the endpoint: `call('addNs', { body })`. */
  call<N extends EndpointName>(name: N, ...parts: CallArgs<N>): Promise<CallResponse<N>>;
  /**
   * The 200 answer of one call of the contract table, typed by the endpoint; any other status fails the test. The fake
   * backend sends the fields the contract leaves optional because the spec does not show them (x-assumed): a test reads them.
   */
  answer<N extends EndpointName>(name: N, ...parts: CallArgs<N>): Promise<Required<ResponseOf<N>>>;
}

export async function openBrowser(app: FastifyInstance): Promise<Browser> {
  const first = await app.inject({ url: endpointRoutes.getConfig.path });
  const cookie = first.cookies.find((c) => c.name === SESSION_COOKIE);
  if (cookie === undefined) throw new Error(`no ${SESSION_COOKIE} cookie on the first response`);
  return browserWithSession(app, cookie.value, first.json<{ config: { formkey: string } }>().config.formkey);
}

/**
 * A client that sends this session id, as a Pact provider test does after seeding it, follows Set-Cookie (the id
 * rotates on login and logout, decision 028), and sends the visitor's formkey on every request as the real client
 * does (decision 029): read from GET config when not given, and read again once when the server says it is stale (an
 * admin reset gives the visitor a new one). A header the caller sets wins.
 */
export function browserWithSession(app: FastifyInstance, firstSessionId: string, formkey?: string): Browser {
  let sessionId = firstSessionId;
  let key = formkey;
  const inject = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, cookies: { [SESSION_COOKIE]: sessionId } });
    const issued = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (issued !== undefined) sessionId = issued.value;
    return response;
  };
  const readKey = async () => (await inject({ url: endpointRoutes.getConfig.path })).json<{ config: { formkey: string } }>().config.formkey;
  const withKey = (options: InjectOptions, value: string) =>
    inject({ ...options, headers: { [FORM_KEY_HEADER]: value, ...options.headers } });
  const send = async (options: InjectOptions) => {
    key ??= await readKey();
    const response = await withKey(options, key);
    if (response.statusCode !== 403 || !response.body.includes(FORM_KEY_HEADER) || options.headers?.[FORM_KEY_HEADER] !== undefined)
      return response;
    key = await readKey();
    return withKey(options, key);
  };
  return {
    get sessionId() {
      return sessionId;
    },
    get: (url) => send({ url }),
    post: (url, payload) => send({ method: 'POST', url, payload }),
    json: async (url) => (await send({ url })).json(),
    inject: send,
    call: async (name, ...parts) => (await send(requestOf(name, ...parts))) as CallResponse<typeof name>,
    answer: async (name, ...parts) => {
      const response = await send(requestOf(name, ...parts));
      if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    },
  };
}
