import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { describe, expect, onTestFinished, test } from 'vitest';
import { endpoints } from '#contracts/api/endpoints.ts';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.ts';
import { routeFromContract } from '../../src/routes/route-from-contract.ts';

/** A bare app with one contract route whose handler answers `body`. */
async function appAnswering(body: unknown) {
  const app = Fastify({ logger: false }).setValidatorCompiler(TypeBoxValidatorCompiler).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(errorHandlerPlugin);
  routeFromContract(app, endpoints.getProduct, () => body);
  onTestFinished(() => app.close());
  return app;
}

describe('routeFromContract', () => {
  test('[contract] a handler returning a body that breaks the contract answers a 500 ErrorResponse naming the field', async () => {
    const app = await appAnswering({ ok: 'yes', message: '', config: {} });

    const response = await app.inject({ url: `${endpoints.getProduct.path}?id=1` });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      ok: false,
      statusCode: 500,
      error: 'Internal Server Error',
      message: expect.stringMatching(/^response\/(ok|config)/),
    });
  });

  test('[contract] the endpoint’s query schema validates the request before the handler runs', async () => {
    const app = await appAnswering(null);

    const response = await app.inject({ url: `${endpoints.getProduct.path}?id=abc` });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'querystring/id must match pattern "^[0-9]+$"' });
  });
});
