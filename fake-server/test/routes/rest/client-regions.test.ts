import { describe, expect, test } from 'vitest';
import { SCENARIOS } from '#contracts/fake-backend/admin.ts';
import { billingUpdateExample } from '#contracts/testing/payment-examples.ts';
import { seededCustomer } from '../../helpers/account.ts';
import type { Browser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';
import { offContract, routeOf } from '../../helpers/call.ts';

// spec 3 "Customer: regions, region_id": the regions of the store's country, and a record's region checked against them.
const server = repositoryServerForThisFile();

/** A customer of this test's own (the demo one is shared by every test of the file), on that store. */
async function customerOn(storeId: number): Promise<Browser> {
  const browser = await seededCustomer(server(), SCENARIOS.loggedInWithOrders);
  await browser.post('/__admin/store', { store_id: storeId });
  return browser;
}

const portugueseRecord = billingUpdateExample({
  taxId: '123456789',
  postalCode: '1100-148',
  city: 'Lisboa',
  province: 'Lisboa',
  region_id: 'PT-11',
  country: 'PT',
  payment: { preferred_payment: 'multibanco' },
});

describe(`${routeOf('getClient')}: the regions of the store’s country`, () => {
  test.each([
    [14, 52, { region_id: 'ES-15', name: 'A Coruña' }],
    [16, 20, { region_id: 'PT-40', name: 'Região Autónoma dos Açores' }],
    [18, 0, undefined],
  ])('[billing] store %i offers %i regions', async (storeId, count, one) => {
    const { regions } = await (await customerOn(storeId)).answer('getClient');
    expect(regions).toHaveLength(count);
    if (one) expect(regions).toContainEqual(one);
  });
});

describe(`${routeOf('clientUpdate')}: region_id`, () => {
  test('[billing] a Spanish record keeps its province by region, and reads back with it', async () => {
    const browser = await customerOn(14);
    const record = billingUpdateExample({ province: 'Sevilla', region_id: 'ES-41' });
    const place = { province: 'Sevilla', region_id: 'ES-41' };
    expect((await browser.call('clientUpdate', { body: { data: record } })).json()).toMatchObject({ ok: true, client: place });
    expect((await browser.answer('getClient')).client).toMatchObject(place);
  });

  test('[billing] a Portuguese record takes a district', async () => {
    const browser = await customerOn(16);
    expect((await browser.call('clientUpdate', { body: { data: portugueseRecord } })).statusCode).toBe(200);
  });

  test.each([
    [
      'a region of another country',
      billingUpdateExample({ region_id: 'PT-11', province: 'Lisboa' }),
      /^body\/data\/region_id PT-11 is not a region of ES$/,
    ],
    [
      'a province that is not the region’s name',
      billingUpdateExample({ region_id: 'ES-41', province: 'Madrid' }),
      /^body\/data\/province 'Madrid'/,
    ],
    ['a region id of no region', billingUpdateExample({ region_id: 'ES-99', province: 'Madrid' }), /^body\/data\/region_id ES-99/],
    [
      'a region on a record of another country',
      { ...billingUpdateExample(), country: 'OTHER' },
      /^body\/data\/region_id ES-28 is not a region of OTHER$/,
    ],
  ])('[billing] %s is a 400 naming the field, and nothing is kept', async (_, record, message) => {
    const browser = await customerOn(14);
    const response = await browser.call('clientUpdate', { body: offContract({ data: record }) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect((await browser.answer('getClient')).client).toBeNull();
  });
});
