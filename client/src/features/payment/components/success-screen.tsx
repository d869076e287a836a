import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { vatRateOfOrder } from '#contracts/rules/order-rules.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { type LoadedOrder, useOrder } from '../../../api/load-order.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { local } from '../../../lib/storage.ts';
import { configState } from '../../../stores/config-store.ts';
import { ItemAnswers } from '../../../ui/item-answers.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { forgetCheckoutState, refreshCartAfterOrder, runConversionScriptsOnce } from '../lib/payment-outcome.ts';
import { trackPurchaseOnce } from '../../../third-party/analytics.ts';
import { announceToHost } from '../../../lib/host-events.ts';
import { stampLastNoteFormSuccessful } from '../../../lib/last-note-form.ts';
import { paymentText } from '../messages.ts';
import { MultibancoDetails } from './multibanco-details.tsx';
import { BillingSection } from './billing-section.tsx';
import { OrderLines } from './order-lines.tsx';
import { PendingUploads } from './pending-uploads.tsx';
import * as styles from './payment.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/** What happens next, by how the order stands: when the documents come, or how to pay. */
function NextSteps({ order, email }: { order: LoadedOrder; email: string }) {
  const text = useMessages(paymentText);
  if (order.state === 'paid') return <p>{text('nextPaid', { email })}</p>;
  if (order.bank) {
    return (
      <>
        <p>{text('nextBank')}</p>
        <dl className={styles.details}>
          <dt className={styles.term}>{text('beneficiary')}</dt>
          <dd>{order.bank.beneficiary}</dd>
          <dt className={styles.term}>{text('iban')}</dt>
          <dd>{order.bank.iban}</dd>
          <dt className={styles.term}>{text('bic')}</dt>
          <dd>{order.bank.bic}</dd>
          <dt className={styles.term}>{text('concept')}</dt>
          <dd>{order.bank.concept}</dd>
          {order.total !== null && (
            <>
              <dt className={styles.term}>{text('amount')}</dt>
              <dd>{formatEuro(order.total)}</dd>
            </>
          )}
        </dl>
      </>
    );
  }
  if (order.multibanco) {
    return (
      <>
        <p>{text('nextVoucher')}</p>
        <MultibancoDetails reference={order.multibanco} />
      </>
    );
  }
  return null;
}

/**
 * customer/checkout/success and success/{order_id} (spec 4): the order with its reference and what
 * happens next. Once per order: purchase tracking, the host's conversion scripts, the last note form
 * stamped successful; the checkout's temporary state is forgotten.
 */
export function SuccessScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const withQuery = useKeepQuery();
  const { config } = useSnapshot(configState);
  const params = useParams();
  const orderId = params['orderId'] ?? config.lastOrderId ?? '';
  const orderLoad = useOrder(orderId === '' ? null : orderId);
  const finalizeLoad = usePedidos(orderId === '' ? null : { id: orderId, toFinalize: '1' });
  // undefined while loading; null for no order, an order the backend does not know, or a failed call
  const order = orderId === '' ? null : orderLoad.status === 'loading' ? undefined : orderLoad.status === 'ready' ? orderLoad.data : null;
  const toFinalize = (finalizeLoad.status === 'ready' ? finalizeLoad.data.pedidos : null) ?? [];
  const doneFor = useRef<string | null>(null);
  // a buyer who came through customer/register has just had an account made for them (checkoutRegister);
  // read before the checkout state is forgotten below
  const [newAccount] = useState(() => local.get('temporal_validated_email') !== null);

  useEffect(() => {
    if (!order || order.state === 'canceled' || doneFor.current === order.order_id) return;
    doneFor.current = order.order_id;
    trackPurchaseOnce(order);
    announceToHost({ action: 'purchase', data: { order_id: order.order_id, total: order.total, state: order.state } });
    runConversionScriptsOnce(configState.config, order.order_id);
    stampLastNoteFormSuccessful();
    forgetCheckoutState();
    refreshCartAfterOrder();
  }, [order]);

  return (
    <section className={styles.page} aria-labelledby="success-title">
      <h1 id="success-title" className={styles.title}>
        {order ? text('successTitle') : t('title.success')}
      </h1>
      {order === undefined && <p role="status">{t('app.loading')}</p>}
      {order === null && <p>{text('orderUnknown')}</p>}
      {order && (
        <>
          <section className={styles.summary} aria-labelledby="success-order-title">
            <h2 id="success-order-title" className={styles.subtitle}>
              {t('common.order', { orderId: order.order_id })}
            </h2>
            <p>{text('statusLine', { state: text(`state.${order.state}`) })}</p>
            <OrderLines
              lines={order.items.map((item) => ({
                id: item.id,
                name: text('itemReference', { name: item.product_name, reference: item.referencia }),
                // what it is and what makes its price, as in the cart and at payment; the urgent Nota Simple is the one
                // product whose delivery the store promises (config deliveryNote)
                detail: (
                  <>
                    <ItemAnswers item={item} />
                    {item.product_id === PRODUCT_IDS.urgentSimpleNote ? config.deliveryNote : null}
                  </>
                ),
                price: item.extra.current_price,
              }))}
              total={order.total}
              vatRate={vatRateOfOrder(order.order_id)}
            />
          </section>
          {order.state !== 'canceled' && (
            <section className={styles.form} aria-labelledby="success-next-title">
              <h2 id="success-next-title" className={styles.subtitle}>
                {text('nextTitle')}
              </h2>
              <NextSteps order={order} email={config.customerEmail} />
            </section>
          )}
          {order.state !== 'canceled' && <PendingUploads order={order} />}
          {toFinalize.length > 0 && (
            <section aria-labelledby="finalize-list-title">
              <h2 id="finalize-list-title" className={styles.subtitle}>
                {text('toFinalize')}
              </h2>
              <ul>
                {toFinalize.map((item) => (
                  <li key={item.id}>
                    <Link className={styles.link} to={withQuery(ROUTES.checkout.finalize(item.id))}>
                      {text('finalizeItem', { name: item.product_name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {config.loggedIn && (
            <section className={styles.form} aria-labelledby="success-account-title">
              <h2 id="success-account-title" className={styles.subtitle}>
                {text('accountTitle')}
              </h2>
              <p>{text(newAccount ? 'accountCreated' : 'accountExisting', { email: config.customerEmail })}</p>
              <div className={styles.actions}>
                <LinkButton to={withQuery(ROUTES.account.orders)} variant="secondary">
                  {text('viewOrders')}
                </LinkButton>
              </div>
            </section>
          )}
          {config.loggedIn && <BillingSection />}
        </>
      )}
    </section>
  );
}
