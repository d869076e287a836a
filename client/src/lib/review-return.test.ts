import { describe, expect, test } from 'vitest';
import { changeLinkTarget, continueTarget } from './review-return.ts';

describe('[wizard] Change links return to the review (GOV.UK check your answers)', () => {
  test('[wizard] a Change link opens the step with the query string and the way back to the review', () => {
    expect(changeLinkTarget('/nota-simple/step5', '?store=9', '/nota-simple/step1')).toBe(
      '/nota-simple/step1?store=9&return=%2Fnota-simple%2Fstep5',
    );
  });

  test('[wizard] Continue on a step opened from the review goes back to the review, not on through the flow', () => {
    const search = '?store=9&return=%2Fnota-simple%2Fstep5';
    expect(continueTarget('/nota-simple/step1', search, '/nota-simple/step2')).toBe(`/nota-simple/step5${search}`);
  });

  test('[wizard] the review itself continues on, and the way back is dropped', () => {
    expect(continueTarget('/nota-simple/step5', '?store=9&return=%2Fnota-simple%2Fstep5', '/nota-simple/step6')).toBe(
      '/nota-simple/step6?store=9',
    );
    expect(continueTarget('/nota-simple/step5', '?return=%2Fnota-simple%2Fstep5', '/nota-simple/step6')).toBe('/nota-simple/step6');
  });

  test('[wizard] without a way back, Continue goes to the next step keeping the query string', () => {
    expect(continueTarget('/q-propiedades/step2', '?store=14', '/q-propiedades/step3')).toBe('/q-propiedades/step3?store=14');
  });

  test('[wizard] a way back outside the wizard (another flow, another site) is ignored', () => {
    expect(continueTarget('/nota-simple/step1', '?return=%2F%2Fevil.example%2Fx', '/nota-simple/step2')).toBe('/nota-simple/step2');
    expect(continueTarget('/nota-simple/step1', '?return=%2Fcustomer%2Fpayment', '/nota-simple/step2')).toBe('/nota-simple/step2');
    expect(continueTarget('/nota-simple/step1', '?return=https%3A%2F%2Fevil.example%2F', '/nota-simple/step2')).toBe('/nota-simple/step2');
  });
});
