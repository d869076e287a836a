import { describe, expect, test } from 'vitest';
import { changeLinkTarget, continueTarget } from './review-return.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

describe('[wizard] Change links return to the review (GOV.UK check your answers)', () => {
  test('[wizard] a Change link opens the step with the query string and the way back to the review', () => {
    expect(changeLinkTarget(ROUTES.simpleNote.step('step5'), '?store=9', ROUTES.simpleNote.step('step1'))).toBe(
      `${ROUTES.simpleNote.step('step1')}?store=9&return=%2Fnota-simple%2Fstep5`,
    );
  });

  test('[wizard] Continue on a step opened from the review goes back to the review, not on through the flow', () => {
    const search = '?store=9&return=%2Fnota-simple%2Fstep5';
    expect(continueTarget(ROUTES.simpleNote.step('step1'), search, ROUTES.simpleNote.step('step2'))).toBe(
      `${ROUTES.simpleNote.step('step5')}${search}`,
    );
  });

  test('[wizard] the review itself continues on, and the way back is dropped', () => {
    expect(continueTarget(ROUTES.simpleNote.step('step5'), '?store=9&return=%2Fnota-simple%2Fstep5', ROUTES.simpleNote.step('step6'))).toBe(
      `${ROUTES.simpleNote.step('step6')}?store=9`,
    );
    expect(continueTarget(ROUTES.simpleNote.step('step5'), '?return=%2Fnota-simple%2Fstep5', ROUTES.simpleNote.step('step6'))).toBe(
      ROUTES.simpleNote.step('step6'),
    );
  });

  test('[wizard] without a way back, Continue goes to the next step keeping the query string', () => {
    expect(continueTarget(ROUTES.propertiesQuery.step('step2'), '?store=14', ROUTES.propertiesQuery.step('step3'))).toBe(
      `${ROUTES.propertiesQuery.step('step3')}?store=14`,
    );
  });

  test('[wizard] a way back outside the wizard (another flow, another site) is ignored', () => {
    expect(continueTarget(ROUTES.simpleNote.step('step1'), '?return=%2F%2Fevil.example%2Fx', ROUTES.simpleNote.step('step2'))).toBe(
      ROUTES.simpleNote.step('step2'),
    );
    expect(continueTarget(ROUTES.simpleNote.step('step1'), '?return=%2Fcustomer%2Fpayment', ROUTES.simpleNote.step('step2'))).toBe(
      ROUTES.simpleNote.step('step2'),
    );
    expect(continueTarget(ROUTES.simpleNote.step('step1'), '?return=https%3A%2F%2Fevil.example%2F', ROUTES.simpleNote.step('step2'))).toBe(
      ROUTES.simpleNote.step('step2'),
    );
  });
});
