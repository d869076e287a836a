import { describe, expect, test } from 'vitest';
import { isNipc } from '#contracts/rules/portuguese-rules.ts';
import { isValidCif } from '#contracts/rules/spanish-tax-ids.ts';
import { STORE_FAMILIES, STORE_IDS } from '#contracts/constants/stores.ts';
import { OPERATING_COMPANIES, addressLine, operatingCompany, telHref } from './operating-company.ts';

describe('the company that runs each store', () => {
  test('[legal] the Portuguese portals are run by the Portuguese company, with a well-formed NIPC', () => {
    for (const store of STORE_FAMILIES.portugal.stores) {
      const company = operatingCompany(store);
      expect(company.taxIdLabel, `store ${store}`).toBe('NIPC');
      expect(isNipc(company.taxId), company.taxId).toBe(true);
      expect(company.country).toBe('Portugal');
    }
  });

  test('[legal] every other portal is run by the Spanish company, with a well-formed CIF', () => {
    const others = STORE_IDS.filter((store) => !(STORE_FAMILIES.portugal.stores as readonly number[]).includes(store));
    for (const store of others) {
      const company = operatingCompany(store);
      expect(company.taxIdLabel, `store ${store}`).toBe('CIF');
      expect(isValidCif(company.taxId), company.taxId).toBe(true);
    }
  });

  test('[legal] each company has a postcode of its country, an address line and a phone a tel: link dials', () => {
    const [spain, portugal] = OPERATING_COMPANIES;
    expect(spain.postcode).toMatch(/^\d{5}$/);
    expect(portugal.postcode).toMatch(/^\d{4}-\d{3}$/);
    expect(addressLine(spain)).toBe('Calle de Ferraz 58, 2.º izquierda, 28008 Madrid (España)');
    expect(telHref(spain.phone)).toBe('tel:+34910382746');
    expect(telHref(portugal.phone)).toMatch(/^tel:\+351\d{9}$/);
  });
});
