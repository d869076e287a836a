import { describe, expect, test } from 'vitest';
import { build } from '../helpers/build.ts';

describe('error handler', () => {
  test('[errors] a body that is not JSON answers 400 in ErrorResponse shape', async () => {
    const app = await build();

    const response = await app.inject({
      method: 'POST',
      url: '/__admin/seed',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 400, error: 'Bad Request' });
  });

  test('[errors] an unknown API path answers a 404 ErrorResponse naming the route', async () => {
    const app = await build();

    const response = await app.inject({ url: '/desktopapp/rest/nope?id=1' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      ok: false,
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET:/desktopapp/rest/nope not found',
    });
  });
});
