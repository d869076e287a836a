import { describe, expect, test } from 'vitest';
import type { Product } from '#contracts/product.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { CONFIRMATION_STEP, flowStepsOf, productFlow, productStepPath, startProductFlow } from './product-flow.ts';

const product = (product_id: string): Product => ({
  product_id,
  name: 'Certificado de nacimiento',
  price: 29.9,
  stores: [22],
  visible_on_services: [22],
  description: '',
  short_description: '',
  meta_title: '',
  meta_description: '',
  related_product: [],
  related_conditions: [],
  visible: true,
  group: '',
  options: [
    { option_id: '1', product_id, type: 'field', is_require: '1', title: 'Nombre', price: 0, opt_values: [], index: 1 },
    {
      option_id: '2',
      product_id,
      type: 'radio',
      is_require: '1',
      title: 'Tipo',
      price: 0,
      index: 3,
      default: 'a',
      opt_values: [{ id: 'a', name: 'A', price: 0 }],
    },
  ],
});

describe('the generic flow in the wizard engine', () => {
  test('[product] a product’s flow has its step numbers, then confirmation, then the add-to-cart route', () => {
    expect(flowStepsOf(product(PRODUCT_IDS.birthCertificate))).toEqual(['1', '3', CONFIRMATION_STEP]);
    expect(productStepPath(PRODUCT_IDS.birthCertificate, '3')).toBe(`/product/step3/${PRODUCT_IDS.birthCertificate}`);
    expect(productStepPath(PRODUCT_IDS.birthCertificate, CONFIRMATION_STEP)).toBe(`/product/confirmation/${PRODUCT_IDS.birthCertificate}`);
    expect(productStepPath(PRODUCT_IDS.birthCertificate, productFlow.addToCart)).toBe('/cart/add/product');
  });

  test('[product] starting a product starts afresh with its defaults; starting it again keeps the answers', () => {
    startProductFlow(product(PRODUCT_IDS.birthCertificate));
    expect(productFlow.state.form).toEqual({ productId: PRODUCT_IDS.birthCertificate, answers: { '2': 'a' }, values: [] });
    productFlow.update({ answers: { '1': 'Lucía', '2': 'a' } });
    productFlow.validate('1');
    startProductFlow(product(PRODUCT_IDS.birthCertificate));
    expect(productFlow.state.form.answers['1']).toBe('Lucía');
    expect(productFlow.isStepValid('1')).toBe(true);
    startProductFlow(product(PRODUCT_IDS.birthRecord));
    expect(productFlow.state.form.answers).toEqual({ '2': 'a' });
    expect(productFlow.isStepValid('1')).toBe(false);
  });

  test('[product] confirmation opens only when every step before it is valid', () => {
    startProductFlow(product(PRODUCT_IDS.automobileCertificate));
    expect(productFlow.firstInvalidBefore(CONFIRMATION_STEP)).toBe('1');
    productFlow.validate('1');
    productFlow.validate('3');
    expect(productFlow.firstInvalidBefore(CONFIRMATION_STEP)).toBeUndefined();
    expect(productFlow.firstInvalidBefore(productFlow.addToCart)).toBe(CONFIRMATION_STEP);
  });
});
