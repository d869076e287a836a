import { describe, expect, test } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { companyExample, companySearchFormExample } from '#contracts/testing/spain-examples.ts';
import {
  queryFlow,
  type QueryForm,
  emptyQueryForm,
  propertySearchRequestOf,
  taxIdIsValid,
  runningSearchPrice,
  searchPriceLines,
} from './query-flow.ts';
import { propertySearchPrice } from '#contracts/rules/property-search-pricing.ts';
import { propertySearchFormProblems } from '#contracts/rules/property-search-rules.ts';

const company = (overrides: Partial<QueryForm> = {}): QueryForm => ({
  ...emptyQueryForm(),
  quiere_una_qp: true,
  tipo: 'empresa',
  nombre_persona: 'left over',
  nombre_empresa: companyExample().nombre,
  cif_empresa: 'b-10042711',
  num_propiedades: '10',
  ...overrides,
});

describe('[property search] wizard', () => {
  test('[property search] step7 leads to the cart', () => {
    expect(queryFlow.nextStep('step6')).toBe('step7');
    expect(queryFlow.nextStep('step7')).toBe(ROUTES.propertiesQuery.addToCart);
  });

  test('[property search] a person needs a DNI/NIE with the right letter; a company a valid CIF', () => {
    expect(taxIdIsValid({ tipo: 'persona', dni: '12345678Z', cif_empresa: '' })).toBe(true);
    expect(taxIdIsValid({ tipo: 'persona', dni: '12345678A', cif_empresa: '' })).toBe(false);
    expect(taxIdIsValid({ tipo: 'empresa', dni: '', cif_empresa: 'B10042711' })).toBe(true);
    expect(taxIdIsValid({ tipo: 'empresa', dni: '', cif_empresa: 'B10042712' })).toBe(false);
  });

  test('[property search] a company request carries only the company, its CIF normalised', () => {
    expect(propertySearchRequestOf(company())).toEqual(companySearchFormExample());
  });

  test('[property search] what the wizard sends passes the rules addqp checks (one module, issue 23)', () => {
    const person = company({ tipo: 'persona', nombre_persona: ' Ana Ruiz Gómez ', dni: '12345678z', num_propiedades: '3' });
    for (const form of [company(), person, company({ proviene_de_ns: true, origin: 'ns', origin_id: '500123' })]) {
      const request = propertySearchRequestOf(form);
      expect(request && propertySearchFormProblems(request)).toEqual([]);
    }
  });

  test("[property search] reached from a nota simple, the request says so with the nota simple's item id", () => {
    const request = propertySearchRequestOf(company({ proviene_de_ns: true, origin: 'ns', origin_id: '500123' }));
    expect(request).toMatchObject({ proviene_de_ns: true, origin: 'ns', origin_id: '500123' });
  });

  test('[property search] without a holder type or a number of properties there is no request yet', () => {
    expect(propertySearchRequestOf(company({ num_propiedades: '' }))).toBeNull();
    expect(propertySearchRequestOf(company({ tipo: '' }))).toBeNull();
  });
});

describe('[properties query] its price on every step and in the breakdown (spec 9)', () => {
  const prices = { service: 12.1, perProperty: 20.76 };
  const labels = { service: 'Servicio de búsqueda', properties: (count: number) => `${count} × 20,76 €` };

  test('[properties query] "desde" the service until a number of properties is chosen, and for all of them', () => {
    expect(runningSearchPrice('', prices)).toEqual({ amount: 12.1, from: true });
    expect(runningSearchPrice('todas', prices)).toEqual({ amount: 12.1, from: true });
    expect(runningSearchPrice('3', prices)).toEqual({ amount: 74.38, from: false });
  });

  test('[properties query] the breakdown is the service plus that many properties, adding up to the item’s price', () => {
    const lines = searchPriceLines('3', prices, labels);
    expect(lines.map(({ label, amount }) => [label, amount])).toEqual([
      ['Servicio de búsqueda', 12.1],
      ['3 × 20,76 €', 62.28],
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(propertySearchPrice(12.1, 20.76, '3'), 10);
    expect(searchPriceLines('todas', prices, labels).map((line) => line.key)).toEqual(['service']);
  });
});
