import { useSnapshot } from 'valtio';
import { useMessages } from '../../../i18n/use-t.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { cartState } from '../../../stores/cart-store.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

/** What the buyer is paying for: the cart's items and their total. */
export function CartSummary() {
  const text = useMessages(paymentText);
  const { items } = useSnapshot(cartState);
  if (items.length === 0) return <p>{text('emptyCart')}</p>;
  const total = items.reduce((sum, item) => sum + (item.extra.current_price ?? 0), 0);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.subtitle}>
        {text('orderSummary')}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.product_name}
            {item.extra.current_price === undefined ? '' : `: ${formatPrice(item.extra.current_price)}`}
          </li>
        ))}
      </ul>
      <p>
        <strong>{text('total', { amount: formatPrice(total) })}</strong>
      </p>
    </section>
  );
}
