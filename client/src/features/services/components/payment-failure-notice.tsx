import { useEffect, useState } from 'react';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';
import { local } from '../../../lib/storage.ts';
import { LinkButton, PlainButton } from '../../../ui/link-button.tsx';
import { servicesText } from '../messages.ts';
import * as styles from './payment-failure-notice.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** Where the buyer pays again: the payment methods, with the cart the failed payment left intact (spec 2). */
const RETRY_PATH = ROUTES.payment.retry;

/**
 * servicios/reset (spec 2, 4 and 8): the stored failed-payment message with Ok, and the invalid-payment flag
 * cleared. Issue 12 adds why it failed when the provider said, and the way back to paying: the retry route.
 * A box at the top of the page rather than a floating bar, so the message, the reason and both actions fit a
 * phone without covering the page; an alert, so it is announced. Ok forgets the message so it is not shown twice.
 */
export function PaymentFailureNotice() {
  const t = useT();
  const text = useMessages(servicesText);
  const [message, setMessage] = useState(() => local.get('payment_message'));
  const [reason] = useState(() => local.get('payment_failure_reason'));
  const withQuery = useKeepQuery();

  useEffect(() => {
    local.set('temporal_invalid_payment', 0);
  }, []);

  if (!message) return null;
  return (
    <div role="alert" aria-labelledby="payment-failure-title" className={styles.notice}>
      <p id="payment-failure-title" className={styles.title}>
        {text('paymentFailedTitle')}
      </p>
      {reason ? <p className={styles.reason}>{reason}</p> : null}
      <p>{message}</p>
      <p>{text('cartKept')}</p>
      <div className={styles.actions}>
        <LinkButton to={withQuery(RETRY_PATH)}>{text('payAgain')}</LinkButton>
        <PlainButton
          variant="secondary"
          onClick={() => {
            local.remove('payment_message');
            local.remove('payment_failure_reason');
            setMessage(null);
          }}
        >
          {t('common.ok')}
        </PlainButton>
      </div>
    </div>
  );
}
