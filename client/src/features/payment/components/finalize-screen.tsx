import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { CartItem } from '#contracts/cart.ts';
import { getPedidos } from '../../../api/get-pedidos.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { LinkButton } from '../../../ui/button.tsx';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

/**
 * customer/checkout/finalize/{item_id}: an item that needs more data after payment (pedidos
 * ?toFinalize=1) is shown with its answers so far and the way to complete it: the product's update
 * route for that order item (product/actualizar/{order_id}/{item_id}).
 */
export function FinalizeScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const { itemId = '' } = useParams();
  const [item, setItem] = useState<CartItem | null | undefined>(undefined);

  useEffect(() => {
    void getPedidos({ toFinalize: '1' }).then(({ pedidos }) => setItem(pedidos?.find((entry) => entry.id === itemId) ?? null));
  }, [itemId]);

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
            <LinkButton to={`/product/actualizar/${item.order_id ?? ''}/${item.id}`}>{text('finalizeAction')}</LinkButton>
          </p>
        </>
      )}
    </section>
  );
}
