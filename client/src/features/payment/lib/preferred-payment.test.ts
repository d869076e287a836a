import { describe, expect, test } from 'vitest';
import { preferredPaymentsOf, readBankAccount } from './preferred-payment.ts';

describe('the preferred payment of the billing record (spec 3)', () => {
  test.each([
    [14, ['cc', 'bank', 'paypal', 'bizum', 'none']],
    [16, ['cc', 'paypal', 'multibanco', 'none']],
    [18, ['cc', 'bank', 'paypal', 'monei', 'none']],
  ])('[bank] store %i offers %j', (storeId, payments) => {
    expect(preferredPaymentsOf(storeId)).toEqual(payments);
  });

  test('[bank] a typed account reads as its parts, or says why not', () => {
    expect(readBankAccount('ES91 2100 0418 4502 0005 1332')).toEqual({
      account: { entidad: '2100', oficina: '0418', dc: '45', cuenta: '0200051332' },
    });
    expect(readBankAccount('2100 0418 46 0200051332')).toEqual({ problem: 'invalid' });
    expect(readBankAccount('ES00 2100 0418 4502 0005 1332')).toEqual({ problem: 'invalid' });
    expect(readBankAccount('2100 0418')).toEqual({ problem: 'missing' });
  });
});
