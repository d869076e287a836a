import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { certificateFormSchema } from '../features/portugal-property/lib/certificate-flow.ts';
import { reportFormSchema } from '../features/portugal-property/lib/report-flow.ts';
import { productFlowFormSchema } from '../features/product/lib/product-flow.ts';
import { queryFormSchema } from '../features/properties-query/lib/query-flow.ts';
import { noteFormSchema } from '../features/simple-note/lib/note-flow.ts';
import { WIZARD_CASES } from '../testing/stored-values.ts';

/** Each wizard's stored form (session wizard_{id}) is checked by its flow's schema, inner fields included. */
const SCHEMAS: Record<string, v.GenericSchema> = {
  product: productFlowFormSchema,
  'nota-simple': noteFormSchema,
  'q-propiedades': queryFormSchema,
  'certidao-permanente': certificateFormSchema,
  'i-predial-simplificada': reportFormSchema,
};

describe('stored wizard forms', () => {
  test.each(WIZARD_CASES)('[storage] wizard_$flowId: a form that fits is kept', ({ flowId, good }) => {
    expect(v.safeParse(SCHEMAS[flowId] ?? v.never(), good).output).toEqual(good);
  });

  test.each(WIZARD_CASES.flatMap(({ flowId, bad }) => bad.map((form, index) => ({ flowId, form, index }))))(
    '[storage] wizard_$flowId: wrong inner value #$index is discarded',
    ({ flowId, form }) => {
      expect(v.is(SCHEMAS[flowId] ?? v.any(), form)).toBe(false);
    },
  );
});
