import { describe, expect, test } from 'vitest';
import { CartResponse } from '#contracts/api/cart.ts';
import { HttpError } from '../../src/errors.ts';
import { contractCheck } from '../../src/routes/contract-check.ts';

const keepsCartContract = contractCheck(CartResponse);

describe('contractCheck', () => {
  test('[contract] a body that keeps the contract goes out unchanged', () => {
    const body = { cart: [], config: validConfig() };

    expect(keepsCartContract(body)).toBe(body);
  });

  test('[contract] a body that breaks the contract is a 500 naming the first failing field', () => {
    const body = { cart: [], config: { ...validConfig(), store_id: 'fourteen' } };

    expect(() => keepsCartContract(body)).toThrow(new HttpError(500, 'response/config/store_id must be integer'));
  });
});

function validConfig() {
  return {
    store_id: 14,
    formkey: 'k',
    baseUrl: '/',
    loggedIn: false,
    portalName: 'Portal',
    homepage: '/',
    navbarImage: '',
    analytics: { account: '', gtm: [], optimize: '' },
    scripts: { tagManager: '', abTesting: '', adTag: '', cardProvider: '', wallet: '', pdfViewer: '', mapsPlaces: '' },
    lastOrderId: null,
    lastItemIds: [],
    customerEmail: '',
    cardProviderPublicKey: 'pk_test_fake',
    deliveryNote: '',
    municipio: null,
    lastOrderProducts: [],
    lastOrderPrice: 0,
    lastOrderSuccess: null,
  };
}
