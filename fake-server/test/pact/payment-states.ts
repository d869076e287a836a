import type { VerifierOptions } from '@pact-foundation/pact';
import { SCENARIOS, SESSION_COOKIE, type AdminSeed } from '#contracts/fake-backend/admin.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { CheckoutResponse } from '#contracts/api/payment.ts';
import { DEMO_CUSTOMER, TEST_CARDS } from '#contracts/fake-backend/demo-data.ts';
import type { StoreId } from '#contracts/constants/stores.ts';
import { PAYMENT_STATES, THROTTLED_LOGIN_EMAIL } from '#contracts/testing/pact-states.ts';
import { billingUpdateExample } from '#contracts/testing/payment-examples.ts';
import { LOGIN_LIMITS } from '../../src/state/login-throttle.ts';
import { providerForms } from '../helpers/provider-page.ts';
import { formkeyOf } from './formkey.ts';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

interface Deps {
  /** The fake server's address, known once it listens. */
  baseUrl: () => string;
  /** A clean pact visitor with a scenario (verify.pact.test.ts). */
  seed: (scenario: AdminSeed['scenario'], storeId?: StoreId) => Promise<undefined>;
  /** The pact visitor's session id, which follows Set-Cookie: a login gives the visitor a new one. */
  session: { id: string };
  /** Every customer back to the demo customers: no address registered by an earlier interaction (reset `all`). */
  forgetCustomers: () => Promise<void>;
}

const nextYear = String(new Date().getUTCFullYear() + 1);

/** The customer and payment provider states: each seeds the pact visitor, then calls the fake server as that visitor. */
export function paymentStateHandlers({ baseUrl, seed, session, forgetCustomers }: Deps): StateHandlers {
  async function call<T>(path: string, body?: object): Promise<T> {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        cookie: `${SESSION_COOKIE}=${session.id}`,
        [FORM_KEY_HEADER]: await formkeyOf(baseUrl(), session.id),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'manual',
    });
    const issued = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (issued !== undefined) session.id = issued.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? session.id;
    if (response.status >= 400) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') ? await response.json() : type.includes('html') ? await response.text() : undefined) as T;
  }
  const logIn = () => call(endpointRoutes.authenticate.path, { email: DEMO_CUSTOMER.email, pass: DEMO_CUSTOMER.password });
  const storeOf = (params: unknown) => ((params as { storeId?: StoreId } | undefined)?.storeId ?? 14) as StoreId;
  const buyer = () => `pact-${Date.now()}-${Math.round(Math.random() * 1e9)}@example.com`;

  async function placeOrder(storeId: StoreId, form: object): Promise<{ orderId: string }> {
    await seed(SCENARIOS.cartWithTwoItems, storeId);
    const answer = await call<Required<CheckoutResponse>>(endpointRoutes.checkoutRegister.path, { form: { email: buyer(), ...form } });
    if (answer.order_id === null) throw new Error(`checkout placed no order: ${answer.message}`);
    return { orderId: answer.order_id };
  }
  const card = (num: string) => ({ type: 'cc', num, month: '12', year: nextYear });

  return {
    [PAYMENT_STATES.registeredCustomer]: () => seed(SCENARIOS.emptyCart),
    [PAYMENT_STATES.tooManyFailedLogins]: async () => {
      await seed(SCENARIOS.emptyCart);
      for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) {
        // A state set up again finds the limit already reached: its 429 is the state too.
        await call(endpointRoutes.authenticate.path, { email: THROTTLED_LOGIN_EMAIL, pass: `guess-${attempt}` }).catch((error: unknown) => {
          if (!String(error).includes('answered 429')) throw error;
        });
      }
      return undefined;
    },
    [PAYMENT_STATES.loggedInCustomer]: async () => {
      await seed(SCENARIOS.emptyCart);
      await logIn();
      return undefined;
    },
    [PAYMENT_STATES.customerWithBillingRecord]: async () => {
      await seed(SCENARIOS.emptyCart);
      await logIn();
      await call(endpointRoutes.clientUpdate.path, { data: billingUpdateExample() });
      return undefined;
    },
    // A new buyer's address is registered by no one, even when the verifier replays the interaction a second time
    // (verify-pact.ts runs each interaction again after a failure to say which failed).
    [PAYMENT_STATES.newBuyerWithCart]: async (params: unknown) => {
      await forgetCustomers();
      return seed(SCENARIOS.cartWithTwoItems, storeOf(params));
    },
    [PAYMENT_STATES.customerWithCart]: async (params: unknown) => {
      await seed(SCENARIOS.cartWithTwoItems, storeOf(params));
      await logIn();
      return undefined;
    },
    [PAYMENT_STATES.customerPreferringBank]: async () => {
      await seed(SCENARIOS.cartWithTwoItems);
      await logIn();
      await call(endpointRoutes.clientUpdate.path, { data: billingUpdateExample() });
      return undefined;
    },
    [PAYMENT_STATES.orderAwaitingPayment]: (params: unknown) => {
      const method = (params as { method?: string } | undefined)?.method ?? 'paypal';
      return placeOrder(storeOf(params), { type: method });
    },
    [PAYMENT_STATES.approvedCardChallenge]: async () => {
      const placed = await placeOrder(14, card(TEST_CARDS.challenge));
      // As the buyer does: the bank's page, then its approve button, whose form carries the page's one-time token.
      const page = await call<string>(`/stripe/3ds/challenge?order_id=${placed.orderId}`);
      const approve = providerForms(page).find((form) => form.fields.result === 'approve');
      if (approve === undefined) throw new Error(`the 3DS page of order ${placed.orderId} has no approve button`);
      await call(`${approve.action}?${new URLSearchParams(approve.fields)}`);
      return placed;
    },
    [PAYMENT_STATES.paidOrder]: () => placeOrder(14, card(TEST_CARDS.frictionless)),
  };
}
