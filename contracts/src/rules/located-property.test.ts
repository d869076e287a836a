import { describe, expect, test } from 'vitest';
import { isLocatedPropertyTaken, locatedPropertiesTaken, locatedPropertiesToOrder, offersLocatedProperties } from './located-property.ts';
import { addedLocatedPropertyExample, deliveredSearchOfAllExample } from '../testing/spain-examples.ts';

const search = deliveredSearchOfAllExample();
const countOf = (value: string) => search.options.map((option) => (option.option_id === 'num_propiedades' ? { ...option, value } : option));

describe('the located-property service (docs/decisions/038)', () => {
  test('[located] a delivered search of all properties that found some offers them; a counted or undelivered one does not', () => {
    expect(offersLocatedProperties(search)).toBe(true);
    expect(offersLocatedProperties({ ...search, options: countOf('10') })).toBe(false);
    const { url: _delivered, ...undelivered } = search.extra;
    expect(offersLocatedProperties({ ...search, status: 'pending_payment', panel_status_id: null, extra: undelivered })).toBe(false);
    expect(offersLocatedProperties({ ...search, extra: { ...search.extra, located_properties: [] } })).toBe(false);
    expect(offersLocatedProperties({ ...search, product_id: '15867' })).toBe(false);
  });

  test('[located] a property taken by a located-property item of the cart or an order is not offered again, unless cancelled', () => {
    const inCart = addedLocatedPropertyExample();
    const taken = locatedPropertiesTaken([inCart]);
    expect(isLocatedPropertyTaken(taken, '2201', '1')).toBe(true);
    expect(locatedPropertiesToOrder(search, taken).map((property) => property.ref)).toEqual(['2', '3']);
    expect(locatedPropertiesTaken([{ ...inCart, status: 'canceled' }]).size).toBe(0);
    expect(locatedPropertiesTaken([search]).size).toBe(0);
  });
});
