import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, test } from 'vitest';
import { type EndpointName, endpoints } from '../endpoints.ts';
import { GenericForm } from '../generic.ts';
import { Product } from '../product.ts';
import { ClientRecord, ClientUpdateData } from '../customer.ts';
import { CartItem } from '../cart.ts';
import { CertidaoEdit, CertidaoForm, IpredialEdit, IpredialForm } from '../portugal.ts';
import { NotaSimpleEdit, NotaSimpleForm, PropertySearchForm } from '../spain.ts';
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
import { companySearchFormExample, notaSimpleEditExample, notaSimpleFormExample, personSearchFormExample } from './spain-examples.ts';

/** Every schema error, as 'path message', so a failure names the field that drifted. */
const problems = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value).map((error) => `${error.instancePath || '/'} ${error.message}`);

describe('[contract] test examples', () => {
  test.each(Object.keys(endpoints) as EndpointName[])('[contract] the %s example is a valid 200 answer of that endpoint', (name) => {
    expect(problems(endpoints[name].responses[200], responseExamples[name]())).toEqual([]);
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
