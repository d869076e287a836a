import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { stripeProcess } from '../../../api/stripe-process.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { FAILURE_PATH, recordPaymentFailure } from '../lib/payment-outcome.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';
import { useNavigateKeepingQuery } from '../../../lib/keep-query.ts';

/** customer/checkout/3ds?order_id=: back from the bank's challenge, the card payment is completed (stripe process). */
export function CheckoutThreeDsScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const navigate = useNavigateKeepingQuery();
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    stripeProcess(orderId).then(
      async ({ ok, reason }) => {
        if (ok) return navigate(ROUTES.checkout.successOf(orderId), { replace: true });
        recordPaymentFailure(text('cardFailed'), reason ? text(`reason.${reason}`) : null);
        return navigate(FAILURE_PATH, { replace: true });
      },
      () => undefined, // the API module has logged it and shows the error
    );
  }, [navigate, orderId, text]);

  return (
    <section className={styles.page} aria-labelledby="checkout-three-ds-title">
      <h1 id="checkout-three-ds-title" className={styles.title}>
        {t('title.checkout')}
      </h1>
      <p role="status">{text('verifying')}</p>
    </section>
  );
}
