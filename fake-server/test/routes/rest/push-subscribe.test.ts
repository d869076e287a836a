import { describe, expect, test } from 'vitest';
import {
  MAX_PUSH_AUTH_LENGTH,
  MAX_PUSH_ENDPOINT_LENGTH,
  MAX_PUSH_P256DH_LENGTH,
  MAX_PUSH_SUBSCRIPTIONS_PER_OWNER,
  type PushSubscriptionBody,
} from '#contracts/api/account.ts';
import { adminEndpoints, SCENARIOS, type AdminPushSubscriptions } from '#contracts/fake-backend/admin.ts';
import { pushSubscriptionExample } from '#contracts/testing/account-examples.ts';
import { seededCustomer } from '../../helpers/account.ts';
import { openBrowser, type Browser } from '../../helpers/build.ts';
import { repositoryServerForThisFile } from '../../helpers/repository-server.ts';

const server = repositoryServerForThisFile();

let endpointCount = 0;
/** The example subscription under an endpoint no other test uses. */
function subscription(overrides: Partial<PushSubscriptionBody> = {}): PushSubscriptionBody {
  endpointCount += 1;
  return { ...pushSubscriptionExample(), endpoint: `https://push.example/send/${process.pid}-${endpointCount}`, ...overrides };
}

const listed = async (browser: Browser) =>
  (await browser.json<AdminPushSubscriptions>(adminEndpoints.pushSubscriptions.path)).subscriptions;

describe('[push] pushSubscribe keeps the browser’s subscription, and nothing else', () => {
  test.each([
    ['a property beside the subscription’s', (sent: PushSubscriptionBody) => ({ ...sent, junk: 'x' }), 'body/junk'],
    [
      'a 0.9 MB property (it cost 20 MB of heap, kept)',
      (sent: PushSubscriptionBody) => ({ ...sent, junk: 'x'.repeat(900_000) }),
      'body/junk',
    ],
    [
      'a key the browser does not send',
      (sent: PushSubscriptionBody) => ({ ...sent, keys: { ...sent.keys, extra: 'x' } }),
      'body/keys/extra',
    ],
  ])('[push] %s is a 400 naming it, and nothing is kept', async (_kind, spoil, field) => {
    const browser = await openBrowser(server());
    const sent = subscription();

    const response = await browser.call('pushSubscribe', { body: spoil(sent) });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
    expect((await listed(browser)).map((entry) => entry.subscription.endpoint)).not.toContain(sent.endpoint);
  });

  test.each([
    ['endpoint', { endpoint: `https://push.example/${'e'.repeat(MAX_PUSH_ENDPOINT_LENGTH)}` }, 'body/endpoint'],
    ['keys.p256dh', { keys: { p256dh: 'B'.repeat(MAX_PUSH_P256DH_LENGTH + 1), auth: 'tBHItJI5svbpez7KI4CCXg' } }, 'body/keys/p256dh'],
    ['keys.auth', { keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2', auth: 'a'.repeat(MAX_PUSH_AUTH_LENGTH + 1) } }, 'body/keys/auth'],
  ])('[push] %s longer than its limit is a 400 naming it', async (_field, overrides, field) => {
    const browser = await openBrowser(server());

    const response = await browser.call('pushSubscribe', { body: subscription(overrides) });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  /** A browser, and which listed subscriptions are its owner's. */
  type Owner = { browser: Browser; owns: (entry: AdminPushSubscriptions['subscriptions'][number]) => boolean };
  test.each([
    [
      'a customer',
      async (): Promise<Owner> => {
        const customer = await seededCustomer(server(), SCENARIOS.emptyCart);
        return { browser: customer, owns: (entry) => entry.customer === customer.email };
      },
    ],
    [
      'a visitor who is not logged in',
      async (): Promise<Owner> => {
        const browser = await openBrowser(server());
        return { browser, owns: (entry) => entry.customer === '' && entry.visitor === browser.sessionId };
      },
    ],
  ])(
    `[push] %s keeps its newest ${MAX_PUSH_SUBSCRIPTIONS_PER_OWNER} subscriptions; the same endpoint sent again replaces its earlier one`,
    async (_owner, open) => {
      const { browser, owns } = await open();
      const kept = async () => (await listed(browser)).filter(owns).map((entry) => entry.subscription);
      const [first, second, third, ...rest] = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_OWNER + 2 }, () => subscription());
      if (first === undefined || second === undefined || third === undefined) throw new Error('too few subscriptions');

      for (const sent of [first, second, third, ...rest])
        expect((await browser.call('pushSubscribe', { body: sent })).statusCode).toBe(200);
      expect(await kept()).toEqual([third, ...rest]);

      const renewed = { ...third, keys: { p256dh: 'BRenewedKey', auth: 'renewedAuth' } };
      expect((await browser.call('pushSubscribe', { body: renewed })).statusCode).toBe(200);
      expect(await kept()).toEqual([...rest, renewed]);
    },
  );
});
