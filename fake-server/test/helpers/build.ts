import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { onTestFinished } from 'vitest';
import { SESSION_COOKIE } from '#contracts/admin.ts';
import { buildServer, type ServerOptions } from '../../src/app.ts';
import { temporaryDir, writeTestFixtures } from './test-fixtures.ts';

/**
 * The whole fake server on the test fixtures, with no client build unless `clientDir` is given;
 * closed after the test.
 */
export async function build(options: ServerOptions = {}): Promise<FastifyInstance> {
  const { fixturesDir = await writeTestFixtures(), clientDir = await temporaryDir('no-client-'), ...rest } = options;
  const app = await buildServer({ logger: false, fixturesDir, clientDir, ...rest });
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
}

export async function openBrowser(app: FastifyInstance): Promise<Browser> {
  const first = await app.inject({ url: '/desktopapp/rest/config' });
  const cookie = first.cookies.find((c) => c.name === SESSION_COOKIE);
  if (cookie === undefined) throw new Error(`no ${SESSION_COOKIE} cookie on the first response`);
  return browserWithSession(app, cookie.value);
}

/** A client that sends this session id (as a Pact provider test does after seeding it through the admin API) and follows Set-Cookie. */
export function browserWithSession(app: FastifyInstance, firstSessionId: string): Browser {
  let sessionId = firstSessionId;
  const send = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, cookies: { [SESSION_COOKIE]: sessionId } });
    const issued = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (issued !== undefined) sessionId = issued.value;
    return response;
  };
  return {
    get sessionId() {
      return sessionId;
    },
    get: (url) => send({ url }),
    post: (url, payload) => send({ method: 'POST', url, payload }),
    json: async (url) => (await send({ url })).json(),
    inject: send,
  };
}
