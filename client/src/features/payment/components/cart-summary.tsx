import { useSnapshot } from 'valtio';
import { vatRateOfStore } from '#contracts/rules/order-rules.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { cartState } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { ItemAnswers } from '../../../ui/item-answers.tsx';
import { paymentText } from '../messages.ts';
import { OrderLines } from './order-lines.tsx';
import * as styles from './payment.css.ts';

/**
 * What the buyer is paying for: the cart's items with their prices, each with the answers the cart menu shows
 * (ui/item-answers.tsx: what it is, and what makes its price), the total and the VAT it includes.
 */
export function CartSummary() {
  const text = useMessages(paymentText);
  const { items } = useSnapshot(cartState);
  const { store_id: storeId } = useSnapshot(configState).config;
  if (items.length === 0) return <p>{text('emptyCart')}</p>;
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.subtitle}>
        {text('orderSummary')}
      </h2>
      <OrderLines
        lines={items.map((item) => ({
          id: item.id,
          name: item.product_name,
          detail: <ItemAnswers item={item} />,
          price: item.extra.current_price,
        }))}
        total={cartTotal(items)}
        vatRate={vatRateOfStore(storeId)}
      />
    </section>
  );
}
