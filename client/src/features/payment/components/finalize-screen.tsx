import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useParams } from 'react-router';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/**
 * customer/checkout/finalize/{item_id}: an item that needs more data after payment (pedidos
 * ?toFinalize=1) is shown with its answers so far and the way to complete it: the product's update
 * route for that order item (product/actualizar/{order_id}/{item_id}).
 */
export function FinalizeScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const withQuery = useKeepQuery();
  const { itemId = '' } = useParams();
  const load = usePedidos({ toFinalize: '1' });
  // undefined while loading; null for an item not waiting to be finalized
  const item =
    load.status === 'loading'
      ? undefined
      : load.status === 'ready'
        ? (load.data.pedidos?.find((entry) => entry.id === itemId) ?? null)
        : null;

  return (
    <section className={styles.page} aria-labelledby="finalize-title">
      <h1 id="finalize-title" className={styles.title}>
        {text('finalizeTitle')}
      </h1>
      {item === undefined && <p role="status">{t('app.loading')}</p>}
      {item === null && <p>{text('finalizeUnknown')}</p>}
      {item && (
        <>
          <p>{text('finalizeIntro', { name: item.product_name, orderId: item.order_id ?? '' })}</p>
          <dl className={styles.details}>
            {item.options.map((option) => (
              <div key={option.option_id} className={styles.detailRow}>
                <dt className={styles.term}>{option.label}</dt>
                <dd>{option.print_value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <LinkButton to={withQuery(ROUTES.product.update(item.order_id ?? '', item.id))}>{text('finalizeAction')}</LinkButton>
          </p>
        </>
      )}
    </section>
  );
}
