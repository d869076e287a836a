import { describe, expect, test } from 'vitest';
import { certificateFlow } from '../features/portugal-property/lib/certificate-flow.ts';
import { reportFlow } from '../features/portugal-property/lib/report-flow.ts';
import { productFlow } from '../features/product/lib/product-flow.ts';
import { queryFlow } from '../features/properties-query/lib/query-flow.ts';
import { locatedFlow } from '../features/properties-query/lib/located-flow.ts';
import { noteFlow } from '../features/simple-note/lib/note-flow.ts';
import { session, wizardKey } from '../lib/storage.ts';
import { WIZARDS, restartAddress, wizardOfPath } from './restart-flow.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

describe('starting a failed step again', () => {
  test('[errors] the error page knows every wizard by its own flow id', () => {
    expect(WIZARDS.map(({ flowId }) => flowId).sort()).toEqual(
      [noteFlow, queryFlow, locatedFlow, certificateFlow, reportFlow, productFlow].map(({ id }) => id).sort(),
    );
  });

  test.each([
    [ROUTES.simpleNote.step('step41'), 'nota-simple'],
    [ROUTES.simpleNote.addToCart, 'nota-simple'],
    [ROUTES.propertiesQuery.step('step7'), 'q-propiedades'],
    [ROUTES.locatedProperties.step('step2'), 'localizadas'],
    [ROUTES.locatedProperties.addToCart, 'localizadas'],
    [ROUTES.propertiesQuery.addToCart, 'q-propiedades'],
    [ROUTES.certificate.confirmation, 'certidao-permanente'],
    [ROUTES.certificate.addToCart, 'certidao-permanente'],
    [ROUTES.report.step('step21'), 'i-predial-simplificada'],
    [ROUTES.report.addToCart, 'i-predial-simplificada'],
    [ROUTES.product.step('confirmation', '18444'), 'product'],
    [ROUTES.product.addToCart, 'product'],
  ])('[errors] %s belongs to the %s wizard', (path, flowId) => {
    expect(wizardOfPath(path)?.flowId).toBe(flowId);
  });

  test.each([
    ROUTES.services,
    ROUTES.payment.choose,
    ROUTES.product.update('14000001', '1'),
    ROUTES.simpleNote.correct('14000001', '1'),
    ROUTES.municipality('RegistroPropiedad', 'madrid'),
  ])('[errors] %s belongs to no wizard', (path) => {
    expect(wizardOfPath(path)).toBeNull();
  });

  test('[errors] restarting a wizard forgets its stored answers only', () => {
    session.set(wizardKey('certidao-permanente'), { form: {}, valid: {}, steps: [] });
    session.set(wizardKey('product'), { form: {}, valid: {}, steps: [] });
    expect(restartAddress(ROUTES.certificate.step('step5'), '?store=16')).toBe(`${ROUTES.certificate.step('step1')}?store=16`);
    expect(session.get(wizardKey('certidao-permanente'))).toBeNull();
    expect(session.get(wizardKey('product'))).not.toBeNull();
  });

  test('[errors] the add route of the generic product, which names no product, starts again at the services', () => {
    expect(restartAddress(ROUTES.product.addToCart, '?store=22')).toBe(`${ROUTES.services}?store=22`);
  });
});
