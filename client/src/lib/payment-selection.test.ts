import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  PAYMENT_CHOICE_VALID_MS,
  forgetPaymentChoice,
  isJustSelected,
  mustPickPaymentAgain,
  selectPayment,
  storedPaymentChoice,
} from './payment-selection.ts';
import { local } from './storage.ts';

const chosenAt = Date.UTC(2026, 0, 1, 12, 0, 0);
const after = (minutes: number, seconds: number) => chosenAt + (minutes * 60 + seconds) * 1000;

describe('payment selection (spec 4)', () => {
  beforeEach(() => forgetPaymentChoice());

  test('[payment] the choice is stored with its timestamp', () => {
    selectPayment('bizum', chosenAt);
    expect(storedPaymentChoice()).toEqual({ method: 'bizum', chosenAt });
  });

  test('[payment] a choice is just selected at 4:59 and no longer at 5:01', () => {
    expect(PAYMENT_CHOICE_VALID_MS).toBe(300_000);
    expect(isJustSelected({ method: 'paypal', chosenAt }, after(4, 59))).toBe(true);
    expect(mustPickPaymentAgain({ method: 'paypal', chosenAt }, after(4, 59))).toBe(false);
    expect(isJustSelected({ method: 'paypal', chosenAt }, after(5, 1))).toBe(false);
    expect(mustPickPaymentAgain({ method: 'paypal', chosenAt }, after(5, 1))).toBe(true);
  });

  test.each([
    ['card without a timestamp: no re-pick', 'cc', false],
    ['paypal without a timestamp: re-pick', 'paypal', true],
    ['nothing stored: re-pick', null, true],
  ] as const)('[payment] %s', (_name, method, expected) => {
    expect(mustPickPaymentAgain({ method, chosenAt: null }, chosenAt)).toBe(expected);
  });

  test('[payment] an unknown stored method reads as none', () => {
    // As an older version or a hand edit could have stored it.
    local.set('temporal_payment_selected', 'cheque' as PaymentMethod);
    expect(storedPaymentChoice().method).toBeNull();
  });
});
