import { beforeEach, describe, expect, test } from 'vitest';
import { deliveredSearchOfAllExample } from '#contracts/testing/spain-examples.ts';
import { locatedFlow, locatedPriceLines, propertyLabel, startLocatedFlow } from './located-flow.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

beforeEach(() => {
  locatedFlow.reset();
});

describe('the located-property flow (docs/decisions/038)', () => {
  test('[located] starting names the search; the same search again keeps the choice, another one starts afresh', () => {
    startLocatedFlow('1400105010', '2201');
    locatedFlow.update({ fincas: ['2'] });
    startLocatedFlow('1400105010', '2201');
    expect(locatedFlow.state.form.fincas).toEqual(['2']);
    startLocatedFlow('1400105011', '2301');
    expect(locatedFlow.state.form).toEqual({ order_id: '1400105011', item_id: '2301', fincas: [] });
  });

  test('[located] its paths, and one price line per chosen property', () => {
    expect(locatedFlow.path('step2')).toBe(ROUTES.locatedProperties.step('step2'));
    expect(locatedFlow.path(locatedFlow.addToCart)).toBe(ROUTES.locatedProperties.addToCart);
    const found = deliveredSearchOfAllExample().extra.located_properties ?? [];
    expect(found.slice(0, 1).map(propertyLabel)).toEqual(['Finca 34211 · Vivienda en Calle de Alcalá 214, 3.º B (Madrid)']);
    expect(locatedPriceLines(found.slice(0, 2), 20.76, (property) => property.finca)).toEqual([
      { key: 'finca-1', label: '34211', amount: 20.76 },
      { key: 'finca-2', label: '8812', amount: 20.76 },
    ]);
  });
});
