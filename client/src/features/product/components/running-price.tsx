import { useMessages } from '../../../i18n/use-t.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { productText } from '../messages.ts';
import * as styles from './product-flow.css.ts';

/** The all-in price so far, on every step and on confirmation; announced politely when it changes. */
export function RunningPrice({ amount }: { amount: number }) {
  const text = useMessages(productText);
  return (
    <p className={styles.price} role="status">
      <span>{text('total')}</span>
      <span className={styles.priceAmount}>{formatPrice(amount)}</span>
    </p>
  );
}
