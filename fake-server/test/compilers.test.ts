import type { TSchema } from 'typebox';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { describe, expect, test } from 'vitest';
import { AdminOk } from '#contracts/fake-backend/admin.ts';
import { PedidosQuery } from '#contracts/api/pedidos.ts';
import { validatorCompiler } from '../src/compilers.ts';

type Validate = (value: unknown) => { value?: unknown; error?: unknown[] };

function validatorFor(schema: TSchema, httpPart: string): Validate {
  return validatorCompiler({ schema, httpPart, method: 'GET', url: '/' } as FastifyRouteSchemaDef<TSchema>) as Validate;
}

describe('request validation', () => {
  test('[validation] a query that keeps the schema passes as it came', () => {
    expect(validatorFor(PedidosQuery, 'querystring')({ id: '12345', toFinalize: '1' })).toEqual({
      value: { id: '12345', toFinalize: '1' },
    });
  });

  test('[validation] a query that breaks the schema is refused with the failing field', () => {
    const result = validatorFor(PedidosQuery, 'querystring')({ id: 'abc' });
    expect(result.value).toBeUndefined();
    expect(result.error).toEqual(expect.arrayContaining([expect.objectContaining({ instancePath: '/id' })]));
  });

  test('[validation] a query, params or headers value sent as a string is converted, then checked; a body never is', () => {
    expect(validatorFor(AdminOk, 'querystring')({ ok: 'true', visitor: 'v' })).toEqual({ value: { ok: true, visitor: 'v' } });
    expect(validatorFor(AdminOk, 'querystring')({ ok: 'yes', visitor: 'v' }).error).toEqual(
      expect.arrayContaining([expect.objectContaining({ instancePath: '/ok' })]),
    );
    expect(validatorFor(AdminOk, 'body')({ ok: 'true', visitor: 'v' }).error).toEqual(
      expect.arrayContaining([expect.objectContaining({ instancePath: '/ok' })]),
    );
  });
});
