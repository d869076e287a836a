import type { FastifyServerOptions } from 'fastify';
import { describe, expect, test } from 'vitest';
import { endpointRoutes, FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { builtClient } from './testing/client-build.ts';
import { startStorefront } from './testing/storefront.ts';
import { SESSION_COOKIE, startStubBackend } from './testing/stub-backend.ts';
import { storefrontLogger } from './log-redaction.ts';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** The server's logger as cli.ts runs it, its lines written to `lines`. */
function loggerWriting(lines: string[]): LoggerOptions {
  return { ...(storefrontLogger('info') as LoggerOptions), stream: { write: (line: string) => void lines.push(line) } };
}

const SECRETS = {
  session: 'session-secret-4f1c9a',
  formKey: 'FormKeySecret987',
  authorization: 'Bearer token-secret-553',
  email: 'ana.perez.secret',
  order: '1400009876',
  card: '4111111111111111',
};

describe('[storefront] logs', { timeout: 15_000 }, () => {
  test('[storefront logs] no log line keeps a cookie, the formkey, authorisation, a query or a body', async () => {
    const lines: string[] = [];
    const backend = await startStubBackend();
    const app = await startStorefront({
      clientDir: await builtClient(),
      backendUrl: backend.url,
      logger: loggerWriting(lines),
    });
    const headers = {
      cookie: `${SESSION_COOKIE}=${SECRETS.session}; opf_consent_accepted=explicit`,
      [FORM_KEY_HEADER]: SECRETS.formKey,
      authorization: SECRETS.authorization,
    };
    const query = `?email=${SECRETS.email}%40example.com&order_id=${SECRETS.order}`;

    await app.inject({ url: `${ROUTES.services}${query}`, headers });
    await app.inject({ url: `${ROUTES.services}${query}` });
    await app.inject({
      method: 'POST',
      url: `${endpointRoutes.checkoutRegister.path}${query}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { form: { email: `${SECRETS.email}@example.com`, card: SECRETS.card } },
    });
    // The warnings of a failing backend too.
    backend.behaviour.answer = 'error';
    await app.inject({ url: `${ROUTES.services}${query}`, headers });
    await app.inject({ url: `${endpointRoutes.getCart.path}${query}`, headers });
    await backend.close();
    await app.inject({ url: `${endpointRoutes.getCart.path}${query}`, headers });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain(ROUTES.services);
    expect(log).toContain(endpointRoutes.checkoutRegister.path);
    expect(log).toContain('the page goes without boot data');
    expect(log).toContain('the backend did not answer');
    const sessionsSet = backend.requests.map((request) => request.setCookie?.split(';', 1)[0]?.split('=')[1]).filter(Boolean);
    for (const secret of [...Object.values(SECRETS), ...sessionsSet]) expect(log, String(secret)).not.toContain(secret);
  });

  test('[storefront logs] the health check is not logged', async () => {
    const lines: string[] = [];
    const backend = await startStubBackend();
    const app = await startStorefront({
      clientDir: await builtClient(),
      backendUrl: backend.url,
      logger: loggerWriting(lines),
    });
    const before = lines.length;

    await app.inject({ url: '/healthz' });

    expect(lines.slice(before).join('')).not.toContain('/healthz');
  });
});
