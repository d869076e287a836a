import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useParams } from 'react-router';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { useOrder } from '../../../api/load-order.ts';
import { useLanguage, useMessages, useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { useFocusHeading } from '../hooks/use-focus-heading.ts';
import { groupOrders } from '../lib/order-groups.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';
import { InvoiceList } from './invoice-list.tsx';
import { ItemCard } from './item-card.tsx';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/**
 * customer/orders/{order_id}: one of the customer's orders (pedidos ?id=): its items with their answers, status,
 * price and children; invoices and credit notes; delivered documents with their validity, renewal and update;
 * the documents the buyer sends for it. Another customer's order, or an unknown id, reads as not found. Its total is
 * loadorder's, shown once known; an answer without one (rebuilt from pedidos) shows none, never a sum of the items.
 */
export function OrderDetailScreen() {
  const t = useT();
  const text = useMessages(accountText);
  const language = useLanguage();
  const { orderId = '' } = useParams();
  const withQuery = useKeepQuery();
  const validId = /^[0-9]{1,20}$/.test(orderId);
  const load = usePedidos(validId ? { id: orderId } : null);
  const order = load.status === 'ready' ? (groupOrders(load.data.pedidos ?? []).find((group) => group.orderId === orderId) ?? null) : null;
  const loaded = useOrder(validId ? orderId : null);
  const total = loaded.status === 'ready' ? (loaded.data?.total ?? null) : null;
  const settled = !validId || load.status !== 'loading';
  const heading = useFocusHeading<HTMLHeadingElement>(settled);

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <h1 id="order-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('common.order', { orderId })}
      </h1>
      {!settled && <p role="status">{t('app.loading')}</p>}
      {settled && order === null && <p role="alert">{text('orderUnknown')}</p>}
      {order !== null && (
        <>
          <p className={styles.meta}>
            <span>{text('placedOn', { date: formatDateTime(order.createdAt, language) })}</span>
            {total !== null && <span>{t('common.total', { price: formatEuro(total) })}</span>}
          </p>
          <InvoiceList order={order} />
          <ul className={styles.list} aria-label={text('items')}>
            {order.lines.map((line) => (
              <li key={line.item.id}>
                <ItemCard orderId={order.orderId} item={line.item} childItems={line.children} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <LinkButton to={withQuery(ROUTES.account.orders)} variant="secondary">
          {text('backToOrders')}
        </LinkButton>
      </p>
    </section>
  );
}
