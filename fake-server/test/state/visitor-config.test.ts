import { CustomerStore } from '../../src/state/customers.ts';
import { describe, expect, test } from 'vitest';
import { Value } from 'typebox/value';
import { Config } from '#contracts/api/config.ts';
import { newVisitor } from '../../src/state/visitor.ts';
import { visitorConfig } from '../../src/state/visitor-config.ts';
import { testStore } from '../helpers/test-fixtures.ts';

describe('visitorConfig', () => {
  test('[config] takes the portal from the store and the login from the visitor, and keeps the Config contract', async () => {
    const visitor = { ...newVisitor('v1', '700001'), account: await (await CustomerStore.create()).register('buyer@example.com') };

    const config = visitorConfig(visitor, testStore(26));

    expect(Value.Check(Config, config)).toBe(true);
    expect(config).toMatchObject({
      store_id: 26,
      portalName: 'Portal 26',
      loggedIn: true,
      customerEmail: 'buyer@example.com',
      formkey: visitor.formkey,
    });
  });
});
