import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import { type EndpointName, endpoints } from '../api/endpoints.ts';
import { GenericForm } from '../api/generic.ts';
import { Product } from '../api/product.ts';
import { ClientRecord, ClientUpdateData } from '../api/customer.ts';
import { CartItem } from '../api/cart.ts';
import { CertidaoEdit, CertidaoForm, IpredialEdit, IpredialForm } from '../api/portugal.ts';
import { NotaSimpleEdit, NotaSimpleForm, PropertySearchForm } from '../api/spain.ts';
import { productExample } from './examples.ts';
import { birthCertificateExample, birthCertificateFormExample, deedCopyFormExample } from './generic-examples.ts';
import { billingRecordExample, billingUpdateExample } from './payment-examples.ts';
import {
  certidaoEditExample,
  certidaoFichaFormExample,
  certidaoFormExample,
  editedCertidaoExample,
  ipredialEditExample,
  ipredialFormExample,
} from './portugal-examples.ts';
import { responseExamples } from './response-examples.ts';
import { requestExamples } from './request-examples.ts';
import { adminRequestExamples, adminResponseExamples } from './admin-examples.ts';
import { type AdminEndpointName, adminEndpoints } from '../fake-backend/admin.ts';
import { companySearchFormExample, notaSimpleEditExample, notaSimpleFormExample, personSearchFormExample } from './spain-examples.ts';

/** Every schema error, as 'path message', so a failure names the field that drifted. */
const problems = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value).map((error) => `${error.instancePath || '/'} ${error.message}`);

describe('[contract] test examples', () => {
  test.each(Object.keys(endpoints) as EndpointName[])('[contract] the %s example is a valid 200 answer of that endpoint', (name) => {
    expect(problems(endpoints[name].responses[200], responseExamples[name]())).toEqual([]);
  });

  test.each(Object.keys(requestExamples) as (keyof typeof requestExamples)[])(
    '[contract] the %s request example fits its params, query and body schemas',
    (name) => {
      const endpoint: { params?: TSchema; query?: TSchema; body?: TSchema } = endpoints[name];
      const example: { params?: unknown; query?: unknown; body?: unknown } = requestExamples[name]();
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema === undefined) expect(example[part], part).toBeUndefined();
        else expect(problems(schema, example[part]), part).toEqual([]);
      }
    },
  );

  test.each(Object.keys(adminEndpoints) as AdminEndpointName[])('[contract] the admin %s examples fit its schemas', (name) => {
    const endpoint: { params?: TSchema; body?: TSchema; responses: { 200: TSchema } } = adminEndpoints[name];
    expect(problems(endpoint.responses[200], adminResponseExamples[name]())).toEqual([]);
    const request: { params?: unknown; body?: unknown } =
      name in adminRequestExamples ? adminRequestExamples[name as keyof typeof adminRequestExamples]() : {};
    for (const part of ['params', 'body'] as const) {
      const schema = endpoint[part];
      if (schema === undefined) expect(request[part], part).toBeUndefined();
      else expect(problems(schema, request[part]), part).toEqual([]);
    }
  });

  test.each([
    ['Nota Simple form', NotaSimpleForm, notaSimpleFormExample()],
    ['Nota Simple edit', NotaSimpleEdit, notaSimpleEditExample()],
    ['company search form', PropertySearchForm, companySearchFormExample()],
    ['person search form', PropertySearchForm, personSearchFormExample()],
    ['deed copy form', GenericForm, deedCopyFormExample()],
    ['birth certificate form', GenericForm, birthCertificateFormExample()],
    ['billing record', ClientRecord, billingRecordExample()],
    ['billing record to save', ClientUpdateData, billingUpdateExample()],
    ['energy certificate', Product, productExample()],
    ['birth certificate', Product, birthCertificateExample()],
    ['matricial certificate form', CertidaoForm, certidaoFormExample()],
    ['ficha certificate form', CertidaoForm, certidaoFichaFormExample()],
    ['certificate edit', CertidaoEdit, certidaoEditExample()],
    ['edited certificate', CartItem, editedCertidaoExample()],
    ['simplified report form', IpredialForm, ipredialFormExample()],
    ['simplified report edit', IpredialEdit, ipredialEditExample()],
  ] as const)('[contract] the %s example is valid', (_what, schema, example) => {
    expect(problems(schema, example)).toEqual([]);
  });
});
