import { describe, expect, test } from 'vitest';
import { certificateFlow } from '../features/portugal-property/lib/certificate-flow.ts';
import { reportFlow } from '../features/portugal-property/lib/report-flow.ts';
import { productFlow } from '../features/product/lib/product-flow.ts';
import { queryFlow } from '../features/properties-query/lib/query-flow.ts';
import { locatedFlow } from '../features/properties-query/lib/located-flow.ts';
import { noteFlow } from '../features/simple-note/lib/note-flow.ts';
import { session, wizardKey } from '../lib/storage.ts';
import { WIZARD_ROUTES, restartAddress, wizardOfPath } from './restart-flow.ts';

describe('starting a failed step again', () => {
  test('[errors] the error page knows every wizard by its own flow id', () => {
    expect(WIZARD_ROUTES.map(({ flowId }) => flowId).sort()).toEqual(
      [noteFlow, queryFlow, locatedFlow, certificateFlow, reportFlow, productFlow].map(({ id }) => id).sort(),
    );
  });

  test.each([
    ['/nota-simple/step41', 'nota-simple'],
    ['/cart/add/ns', 'nota-simple'],
    ['/q-propiedades/step7', 'q-propiedades'],
    ['/q-propiedades/localizadas/step2', 'localizadas'],
    ['/cart/add/localizadas', 'localizadas'],
    ['/cart/add/qpropiedades', 'q-propiedades'],
    ['/certidao-permanente/confirmation', 'certidao-permanente'],
    ['/cart/add/certidao', 'certidao-permanente'],
    ['/i-predial-simplificada/step21', 'i-predial-simplificada'],
    ['/cart/add/ipredial', 'i-predial-simplificada'],
    ['/product/confirmation/18444', 'product'],
    ['/cart/add/product', 'product'],
  ])('[errors] %s belongs to the %s wizard', (path, flowId) => {
    expect(wizardOfPath(path)?.flowId).toBe(flowId);
  });

  test.each([
    '/servicios',
    '/customer/payment',
    '/product/actualizar/14000001/1',
    '/nota-simple/corregir/14000001/1',
    '/RegistroPropiedad/madrid',
  ])('[errors] %s belongs to no wizard', (path) => {
    expect(wizardOfPath(path)).toBeNull();
  });

  test('[errors] restarting a wizard forgets its stored answers only', () => {
    session.set(wizardKey('certidao-permanente'), { form: {}, valid: {}, steps: [] });
    session.set(wizardKey('product'), { form: {}, valid: {}, steps: [] });
    expect(restartAddress('/certidao-permanente/step5', '?store=16')).toBe('/certidao-permanente/step1?store=16');
    expect(session.get(wizardKey('certidao-permanente'))).toBeNull();
    expect(session.get(wizardKey('product'))).not.toBeNull();
  });

  test('[errors] the add route of the generic product, which names no product, starts again at the services', () => {
    expect(restartAddress('/cart/add/product', '?store=22')).toBe('/servicios?store=22');
  });
});
