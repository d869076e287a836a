import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { threeDsReturnUrl } from '#contracts/constants/client-routes.ts';
import { urlFor } from '../../../api/client.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { goToServerUrl } from '../lib/server-url.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';
import { useNavigateKeepingQuery } from '../../../lib/keep-query.ts';

/**
 * customer/payment/3ds/order/{order_id} (and customer/payment/3ds?order_id=): the card needs the bank's
 * 3DS challenge; the buyer is taken to the challenge page the checkout answered, which returns to
 * customer/checkout/3ds. Without it (a reload), the payment is completed or failed there at once. A challenge
 * URL that is not http(s) is never followed (lib/server-url.ts).
 */
export function ThreeDsScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const navigate = useNavigateKeepingQuery();
  const { orderId: pathOrderId } = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: { challengeUrl?: string } | null };
  const orderId = pathOrderId ?? search.get('order_id') ?? '';
  const challengeUrl = state?.challengeUrl;

  useEffect(() => {
    if (!challengeUrl) {
      void navigate(threeDsReturnUrl(orderId), { replace: true });
      return;
    }
    try {
      goToServerUrl(urlFor(challengeUrl), '3DS challenge');
    } catch {
      // refused (not http(s)): logged, and the buyer sees the error with the cart kept
    }
  }, [challengeUrl, navigate, orderId]);

  return (
    <section className={styles.page} aria-labelledby="three-ds-title">
      <h1 id="three-ds-title" className={styles.title}>
        {t('title.payment')}
      </h1>
      <p role="status">{text('verifying')}</p>
    </section>
  );
}
