import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { preValidateNs } from './pre-validate-ns.ts';
import { local } from '../lib/storage.ts';
import { endpoints } from '#contracts/api/endpoints.ts';
import { PreValidateNsResponse } from '#contracts/api/spain.ts';
import { PROVIDER_STATES } from '#contracts/testing/pact-states.ts';
import { notaSimpleFormExample, unknownOwnerPreValidationExample } from '#contracts/testing/spain-examples.ts';
import { ACCEPT_JSON, contractExample, pointClientAt, storefrontPact } from '../testing/pact/storefront-pact.ts';

const pact = storefrontPact();
const { preValidateNs: endpoint } = endpoints;
const JSON_BODY = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };
const { eachLike, integer, regex } = MatchersV3;

describe('[pact] POST preValidateNs', () => {
  test('[nota simple] an unknown owner is reported before paying, and the answer is kept as pre_validate_ns', async () => {
    const form = notaSimpleFormExample({ conoce_nombre_propietario: false, nombre: '' });
    const answer = unknownOwnerPreValidationExample();
    const body = {
      ...answer,
      horas_entrega: integer(answer.horas_entrega),
      registros: eachLike(regex('^Registro de la Propiedad de Sevilla( número [0-9]+)?$', answer.registros[0] ?? '')),
      avisos: eachLike(MatchersV3.string(answer.avisos[0] ?? '')),
    };
    const example = contractExample(PreValidateNsResponse, body);

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a pre-validation of a Nota Simple with an unknown owner')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(JSON_BODY).jsonBody({ form }))
      .willRespondWith(200, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(preValidateNs(form)).resolves.toEqual(example);
        expect(local.get('pre_validate_ns')).toEqual(example);
      });
  });

  test('[nota simple] a form the backend refuses answers 400 naming the field', async () => {
    const form = notaSimpleFormExample({ codigo_ine: '99999' });
    const body = {
      ok: false,
      statusCode: 400,
      error: 'Bad Request',
      message: regex('^.*codigo_ine.*$', 'body/form/codigo_ine 99999 is not an INE municipality code'),
    };

    await pact
      .addInteraction()
      .given(PROVIDER_STATES.visitorOnSpanishStore)
      .uponReceiving('a pre-validation of a Nota Simple with an unknown municipality code')
      .withRequest(endpoint.method, endpoint.path, (request) => request.headers(JSON_BODY).jsonBody({ form }))
      .willRespondWith(400, (response) => response.jsonBody(body))
      .executeTest(async (mockServer) => {
        pointClientAt(mockServer);
        await expect(preValidateNs(form)).rejects.toThrow('preValidateNs failed');
      });
  });
});
