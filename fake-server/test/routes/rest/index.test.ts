import { describe, expect, test } from 'vitest';
import { SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';

// One server for the file: each request without a cookie is a new visitor anyway.
const server = repositoryServerForThisFile();

describe('REST routes from the endpoint table', () => {
  test.each(Object.entries(endpoints))('[rest] %s is served at its method and path', async (name, endpoint) => {
    const response = await server().inject({ method: endpoint.method, url: `${endpoint.path}?id=1` });

    expect(response.statusCode).not.toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    // A first request makes a visitor only when it is answered (a 403 or a 400 leaves nothing behind), and the
    // version file never makes one (decision 028).
    const answered = response.statusCode < 400 && name !== 'getVersion';
    expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(answered);
  });
});
