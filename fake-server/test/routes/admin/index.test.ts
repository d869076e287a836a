import { describe, expect, test } from 'vitest';
import { adminEndpoints, SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { build } from '../../helpers/build.ts';

describe('admin API', () => {
  test.each(Object.values(adminEndpoints))('[admin] $path is absent when fake mode is off (404)', async ({ path }) => {
    const app = await build({ fakeMode: false });

    const response = await app.inject({ method: 'POST', url: path, payload: { scenario: SCENARIOS.emptyCart } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 404, error: 'Not Found' });
  });

  test('[admin] an invalid body answers 400 naming the field', async () => {
    const app = await build();

    const response = await app.inject({ method: 'POST', url: adminEndpoints.seed.path, payload: { scenario: 'nope' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, message: expect.stringContaining('body/scenario') });
  });
});
