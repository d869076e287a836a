import { describe, expect, test } from 'vitest';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { stepsOf } from '#contracts/rules/generic-product-rules.ts';
import { productHead, productStepPosition } from './product-head.ts';

const deed = catalogueProduct(PRODUCT_IDS.deedCopy);

describe('[product] a product page’s head (spec 3: meta_title, meta_description; issue 41)', () => {
  test('[product] the title is the product’s meta_title and the description its meta_description', () => {
    expect(productHead(deed)).toEqual({
      title: 'Copia de escritura online',
      description: 'Copia simple o auténtica de una escritura notarial.',
    });
  });

  test('[product] a product without them is titled by its name and keeps the site’s description', () => {
    expect(productHead({ ...deed, meta_title: ' ', meta_description: '' })).toEqual({ title: 'Copia de escritura', description: null });
  });

  test('[product] a step counts as its screen does: the question steps in order, then the confirmation', () => {
    const steps = stepsOf(deed);
    const count = steps.length + 1;
    expect(productStepPosition(deed, `step${steps[0] ?? 0}`)).toEqual({ step: 1, count });
    expect(productStepPosition(deed, `step${steps.at(-1) ?? 0}`)).toEqual({ step: steps.length, count });
    expect(productStepPosition(deed, 'confirmation')).toEqual({ step: count, count });
    expect(productStepPosition(deed, 'step30')).toBeNull();
  });
});
