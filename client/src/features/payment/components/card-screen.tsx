import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { configState } from '../../../stores/config-store.ts';
import { useCartTotal } from '../hooks/use-cart-total.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { paymentText } from '../messages.ts';
import { CardForm } from './card-form.tsx';
import { CartSummary } from './cart-summary.tsx';
import { PayingAs } from './paying-as.tsx';
import * as styles from './payment.css.ts';

/** customer/payment/cc and customer/payment/stripe: the card form, then the checkout of the buyer's path. */
export function CardScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const { pay, busy, email } = useCheckout();
  const { loggedIn } = useSnapshot(configState).config;
  const total = useCartTotal();
  return (
    <section className={styles.page} aria-labelledby="card-title">
      <h1 id="card-title" className={styles.title}>
        {t('title.payment')}
      </h1>
      <PayingAs email={email} loggedIn={loggedIn} />
      <CartSummary />
      <h2 className={styles.subtitle}>{text('cardTitle')}</h2>
      <CardForm busy={busy} amount={total} onPay={() => void pay('cc')} />
    </section>
  );
}
