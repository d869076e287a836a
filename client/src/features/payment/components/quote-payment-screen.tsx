import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { loadQuote } from '../../../api/load-quote.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { paymentText } from '../messages.ts';
import { PaymentScreen } from './payment-screen.tsx';
import * as styles from './payment.css.ts';

/** customer/payment/quote/{quote_id}: the saved quote becomes the cart (loadquote), then the methods. */
export function QuotePaymentScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const { quoteId = '' } = useParams();
  const [loaded, setLoaded] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    loadQuote(quoteId).then(setLoaded, () => setLoaded(false));
  }, [quoteId]);

  if (loaded === true) return <PaymentScreen />;
  return (
    <section className={styles.page} aria-labelledby="quote-title">
      <h1 id="quote-title" className={styles.title}>
        {t('title.payment')}
      </h1>
      {loaded === undefined ? <p role="status">{t('app.loading')}</p> : <p>{text('quoteUnknown')}</p>}
    </section>
  );
}
