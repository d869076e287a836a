import { Link, useParams } from 'react-router';
import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { useOrder } from '../../../api/load-order.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { selectPayment } from '../../../lib/payment-selection.ts';
import { paymentText } from '../messages.ts';
import { MethodChooser } from './method-chooser.tsx';
import { useOfferedMethods } from './payment-screen.tsx';
import * as styles from './payment.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useKeepQuery, useNavigateKeepingQuery } from '../../../lib/keep-query.ts';

/** The route that pays an order already placed with a method paid away from the card form. */
const routeForOrder = (method: PaymentMethod, orderId: string) => {
  const query = `?order_id=${orderId}`;
  if (method === 'multibanco') return `${ROUTES.payment.multibanco}${query}`;
  if (method === 'moneimultibanco') return `${ROUTES.payment.moneiMultibanco}${query}`;
  return `${ROUTES.payment.method(method)}${query}`;
};

/**
 * customer/payment/order/{order_id} and customer/payment/retry/{order_id}: an order waiting for payment
 * (loadorder) can be paid with the store's provider methods; a paid or unknown order says so.
 */
export function OrderPaymentScreen({ retry = false }: { retry?: boolean }) {
  const t = useT();
  const text = useMessages(paymentText);
  const navigate = useNavigateKeepingQuery();
  const withQuery = useKeepQuery();
  const { orderId = '' } = useParams();
  const methods = useOfferedMethods().filter((method) => method !== 'cc' && method !== 'bank');
  const load = useOrder(orderId);
  // undefined while loading; null for an order the backend does not know or a failed call
  const order = load.status === 'loading' ? undefined : load.status === 'ready' ? load.data : null;

  function choose(method: PaymentMethod) {
    selectPayment(method);
    void navigate(routeForOrder(method, orderId));
  }

  return (
    <section className={styles.page} aria-labelledby="order-payment-title">
      <h1 id="order-payment-title" className={styles.title}>
        {t('title.payment')}
      </h1>
      {order === undefined && <p role="status">{t('app.loading')}</p>}
      {order === null && <p>{text('orderUnknown')}</p>}
      {order?.state === 'paid' && (
        <p>
          {text('orderAlreadyPaid')}{' '}
          <Link className={styles.link} to={withQuery(ROUTES.checkout.successOf(order.order_id))}>
            {text('viewOrder')}
          </Link>
        </p>
      )}
      {order && order.state !== 'paid' && (
        <>
          <p>
            {order.total === null
              ? text('orderToPayUnpriced', { orderId: order.order_id })
              : text('orderToPay', { orderId: order.order_id, amount: formatEuro(order.total) })}
          </p>
          <h2 className={styles.subtitle}>{retry ? text('chooseOther') : text('chooseMethod')}</h2>
          <MethodChooser methods={methods} onChoose={choose} />
        </>
      )}
    </section>
  );
}
