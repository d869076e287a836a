import { ROUTES } from '#contracts/constants/client-routes.ts';
import { Link } from 'react-router';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { useLanguage, useMessages, useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { useFocusHeading } from '../hooks/use-focus-heading.ts';
import { type OrderGroup, groupOrders, priceOf } from '../lib/order-groups.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';
import { NotificationsPanel } from './notifications-panel.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/**
 * customer/orders: the logged-in customer's orders, newest first, each with its date in the buyer's time,
 * its items (children under their parent) with their status and price, and a link to its detail. No order total:
 * pedidos carries none, and the detail shows loadorder's (issue 41). Items that
 * need more data after payment (pedidos ?toFinalize=1) lead to customer/checkout/finalize/{item_id}.
 */
export function OrdersScreen() {
  const t = useT();
  const text = useMessages(accountText);
  const load = usePedidos({});
  const withQuery = useKeepQuery();
  const finalize = usePedidos({ toFinalize: '1' });
  const heading = useFocusHeading<HTMLHeadingElement>(true);
  const orders = load.status === 'ready' && load.data.pedidos !== null ? groupOrders(load.data.pedidos) : null;
  const toFinalize = finalize.status === 'ready' ? (finalize.data.pedidos ?? []) : [];

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('title.orders')}
      </h1>
      {toFinalize.length > 0 && (
        <section className={styles.notice} aria-labelledby="to-finalize-title">
          <h2 id="to-finalize-title" className={styles.subheading}>
            {text('toFinalizeHeading')}
          </h2>
          <ul>
            {toFinalize.map((item) => (
              <li key={item.id}>
                <Link className={styles.link} to={withQuery(ROUTES.checkout.finalize(item.id))}>
                  {text('toFinalizeLink', { name: item.product_name, orderId: item.order_id ?? '' })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {load.status === 'loading' && <p role="status">{t('app.loading')}</p>}
      {load.status !== 'loading' && orders === null && <p role="alert">{text('ordersUnavailable')}</p>}
      {orders !== null && orders.length === 0 && <p>{text('noOrders')}</p>}
      {orders !== null && orders.length > 0 && (
        <>
          <p>{text('ordersIntro')}</p>
          <ol className={styles.list}>
            {orders.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ol>
        </>
      )}
      <NotificationsPanel />
    </section>
  );
}

function OrderCard({ order }: { order: OrderGroup }) {
  const t = useT();
  const text = useMessages(accountText);
  const language = useLanguage();
  const withQuery = useKeepQuery();
  const headingId = `order-${order.orderId}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.cardHeading}>
          <Link className={styles.link} to={withQuery(ROUTES.account.order(order.orderId))}>
            {t('common.order', { orderId: order.orderId })}
          </Link>
        </h2>
        <p className={styles.meta}>
          <span>{text('placedOn', { date: formatDateTime(order.createdAt, language) })}</span>
        </p>
        <ul className={styles.lines} aria-label={text('items')}>
          {order.lines.map(({ item, children }) => (
            <li key={item.id}>
              <div className={styles.line}>
                <span>
                  <strong>{item.product_name}</strong>{' '}
                  <span className={styles.muted}>{text('reference', { reference: item.referencia })}</span>
                </span>
                <span className={styles.actions}>
                  <StatusBadge item={item} orderId={order.orderId} />
                  <span>{formatEuro(priceOf(item))}</span>
                </span>
              </div>
              {children.length > 0 && (
                <ul className={styles.children} aria-label={text('includes')}>
                  {children.map((child) => (
                    <li key={child.id} className={styles.line}>
                      <span>{child.product_name}</span>
                      <span className={styles.actions}>
                        <StatusBadge item={child} orderId={order.orderId} />
                        <span>{formatEuro(priceOf(child))}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
