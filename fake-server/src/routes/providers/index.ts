import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { providerReturnUrl, threeDsReturnUrl } from '#contracts/constants/client-routes.ts';
import { OrderIdQuery, ProviderAnswerQuery, VoucherParams } from '#contracts/api/payment.ts';
import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { HttpError } from '../../errors.ts';
import { PROVIDER_PAGES_TAG } from '../../plugins/api-docs.ts';
import { formatEuros, providerPage } from '../../payments/provider-page.ts';
import { styleNonce } from '../../plugins/security-headers.ts';
import type { App } from '../../plugin.ts';
import { cancelOrder, findByReference, markPaid, ownOrder, pendingOrder } from '../../state/orders.ts';
import type { Sequences } from '../../state/sequences.ts';
import type { OrderRecord, Visitor } from '../../state/types.ts';

/** The buyer's answer on a provider page, about one of their orders. */
interface Payment {
  visitor: Visitor;
  record: OrderRecord;
  approved: boolean;
  /** The server's id sequences: a cancelled order's items go back to the cart with new item ids. */
  sequences: Sequences;
}

/** One simulated provider: where its page lives, what it shows, and where it sends the buyer back. */
interface Provider {
  /** Its name in the API reference's operation ids (provider.<key>Page, provider.<key>Answer). */
  key: string;
  page: string;
  answer: string;
  methods: readonly PaymentMethod[];
  title: string;
  approve: string;
  fail: string;
  /** The client route the buyer returns to; it loads the order to see how the payment went. */
  returnTo: (orderId: string) => string;
  /** What the buyer's answer does to the order. */
  settle: (payment: Payment) => void;
}

const settlePayment = ({ visitor, record, approved, sequences }: Payment) =>
  approved ? markPaid(visitor, record) : cancelOrder(visitor, record, sequences);

const PROVIDERS: Provider[] = [
  {
    key: 'paypal',
    page: '/paypal/sandbox/checkout',
    answer: '/paypal/sandbox/return',
    methods: ['paypal'],
    title: 'PayPal (simulated)',
    approve: 'Pay with PayPal',
    fail: 'Cancel and return to the store',
    returnTo: (id) => providerReturnUrl('paypal', id),
    settle: settlePayment,
  },
  {
    key: 'bizum',
    page: '/redsys/sandbox/bizum',
    answer: '/redsys/sandbox/return',
    methods: ['bizum'],
    title: 'Bizum via Redsys (simulated)',
    approve: 'Approve in the Bizum app',
    fail: 'Deny the payment',
    returnTo: (id) => providerReturnUrl('bizum', id),
    settle: settlePayment,
  },
  {
    key: 'monei',
    page: '/monei/checkout',
    answer: '/monei/return',
    methods: ['monei'],
    title: 'MONEI (simulated)',
    approve: 'Pay now',
    fail: 'Cancel payment',
    returnTo: (id) => providerReturnUrl('monei', id),
    settle: settlePayment,
  },
  {
    // The card issuer's 3DS challenge: the answer is recorded; /stripe/rest/process/ then completes the payment.
    key: 'threeDs',
    page: '/stripe/3ds/challenge',
    answer: '/stripe/3ds/return',
    methods: ['cc'],
    title: '3D Secure verification (simulated)',
    approve: 'Complete authentication',
    fail: 'Fail authentication',
    returnTo: threeDsReturnUrl,
    settle: ({ record, approved }) => {
      if (record.challenge === 'pending') record.challenge = approved ? 'approved' : 'failed';
    },
  },
];

function waitingOrder(request: FastifyRequest, orderId: string, provider: Provider): OrderRecord {
  const record = pendingOrder(request.visitor, orderId, provider.methods);
  if (record === undefined) throw new HttpError(400, `querystring/order_id ${orderId} is not waiting for this payment`);
  return record;
}

/**
 * The token this provider page's buttons carry for the order: made (24 random bytes) when the page is first shown
 * for it, the same while that answer is open (a reload, a second tab), so no one who has not seen the page can know it.
 */
function answerToken(record: OrderRecord, provider: Provider): string {
  if (record.providerAnswer?.path !== provider.answer) {
    record.providerAnswer = { path: provider.answer, token: randomBytes(24).toString('base64url') };
  }
  return record.providerAnswer.token;
}

const sameToken = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Checks the answer's token: it must be the one this provider's page gave for the caller's order and not used yet.
 * A link from another site (which never saw the page), a replay, or a token of another order or provider is a 403
 * naming querystring/token. The caller takes the token (deletes it) only once the answer is accepted.
 */
function checkAnswerToken(request: FastifyRequest, orderId: string, token: string, provider: Provider): void {
  const open = ownOrder(request.visitor, orderId)?.providerAnswer;
  if (open?.path !== provider.answer || !sameToken(token, open.token)) {
    throw new HttpError(403, `querystring/token is not the token of this order's ${provider.title} page, or it was used already`);
  }
}

function registerProvider(app: App, provider: Provider): void {
  const pageDoc = {
    operationId: `provider.${provider.key}Page`,
    tag: PROVIDER_PAGES_TAG,
    summary: `${provider.title}: the page for an order waiting for it`,
    description: `Its two buttons send the buyer to ${provider.answer} with the order, the result and a one-time token. 400 for an order of this visitor that does not wait for this payment.`,
    success: { kind: 'html' },
  } as const;
  app.get(provider.page, { schema: { querystring: OrderIdQuery }, config: { apiDoc: pageDoc } }, async (request, reply) => {
    const record = waitingOrder(request, request.query.order_id, provider);
    const fields = { order_id: record.order.order_id, token: answerToken(record, provider) };
    return reply.type('text/html; charset=utf-8').send(
      providerPage(
        provider.title,
        [`Order ${record.order.order_id}`, `Amount: ${formatEuros(record.order.total)}`],
        [
          { label: provider.approve, action: provider.answer, fields: { ...fields, result: 'approve' } },
          { label: provider.fail, action: provider.answer, fields: { ...fields, result: 'fail' } },
        ],
        styleNonce(reply),
      ),
    );
  });
  const answerDoc = {
    operationId: `provider.${provider.key}Answer`,
    tag: PROVIDER_PAGES_TAG,
    summary: `${provider.title}: the buyer's answer`,
    description: `Settles the order (approve or fail) once, with the token its page gave; then 303 to the store. No token: 400 naming \`token\`; a wrong, replayed or another order's token: 403.`,
    success: { kind: 'redirect' },
    providerAnswer: true,
  } as const;
  app.get(
    provider.answer,
    { schema: { querystring: ProviderAnswerQuery }, config: { changesState: true, apiDoc: answerDoc } },
    async (request, reply) => {
      const { order_id: orderId, result, token } = request.query;
      checkAnswerToken(request, orderId, token, provider);
      const record = waitingOrder(request, orderId, provider);
      // Accepted once: a replay of this answer finds no token.
      delete record.providerAnswer;
      provider.settle({ visitor: request.visitor, record, approved: result === 'approve', sequences: app.sequences });
      return reply.redirect(provider.returnTo(orderId), 303);
    },
  );
}

/**
 * The third-party pages the fake backend simulates, offline (docs/decisions/007-html-endpoints-and-provider-simulators.md):
 * PayPal, Redsys (Bizum), MONEI and the card issuer's 3DS challenge, each approving or failing the
 * payment; and the Multibanco voucher. They are plain HTML, not part of the client's contract.
 */
export default async function providerRoutes(app: App): Promise<void> {
  for (const provider of PROVIDERS) registerProvider(app, provider);

  const voucherDoc = {
    operationId: 'provider.multibancoVoucher',
    tag: PROVIDER_PAGES_TAG,
    summary: 'Multibanco: the voucher of a reference (MultibancoReference.voucher_url)',
    description: 'The entity, reference, amount and pay-by date to pay at an ATM; 400 for a reference this visitor does not have.',
    success: { kind: 'html' },
  } as const;
  app.get('/monei/voucher/:reference', { schema: { params: VoucherParams }, config: { apiDoc: voucherDoc } }, async (request, reply) => {
    const record = findByReference(request.visitor, request.params.reference);
    const reference = record?.order.multibanco;
    if (record === undefined || reference === null || reference === undefined) {
      throw new HttpError(400, `params/reference ${request.params.reference} is unknown`);
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(
        providerPage(
          'Multibanco voucher',
          [
            `Entity: ${reference.entity}`,
            `Reference: ${reference.reference.replace(/(\d{3})(?=\d)/g, '$1 ')}`,
            `Amount: ${formatEuros(reference.amount)}`,
            `Pay by: ${reference.expiry.slice(0, 10)}`,
          ],
          [],
          styleNonce(reply),
        ),
      );
  });
}
