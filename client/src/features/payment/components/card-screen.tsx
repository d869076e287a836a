import { useMessages, useT } from '../../../i18n/use-t.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { paymentText } from '../messages.ts';
import { CardForm } from './card-form.tsx';
import { CartSummary } from './cart-summary.tsx';
import * as styles from './payment.css.ts';

/** customer/payment/cc and customer/payment/stripe: the card form, then the checkout of the buyer's path. */
export function CardScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const { pay, busy, email } = useCheckout();
  return (
    <section className={styles.page} aria-labelledby="card-title">
      <h1 id="card-title" className={styles.title}>
        {t('title.payment')}
      </h1>
      {email && <p>{text('paying', { email })}</p>}
      <CartSummary />
      <h2 className={styles.subtitle}>{text('cardTitle')}</h2>
      <CardForm busy={busy} onPay={() => void pay('cc')} />
    </section>
  );
}
