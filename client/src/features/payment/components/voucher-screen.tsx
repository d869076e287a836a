import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MultibancoReference } from '#contracts/api/payment.ts';
import { urlFor } from '../../../api/client.ts';
import { moneiPaymentIntent } from '../../../api/monei-payment-intent.ts';
import { otherMethodsPaymentIntent } from '../../../api/other-methods-payment-intent.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { local } from '../../../lib/storage.ts';
import { parseReference } from '../lib/multibanco-reference.ts';
import { FAILURE_PATH, recordPaymentFailure } from '../lib/payment-outcome.ts';
import { checkedServerUrl } from '../lib/server-url.ts';
import { paymentText } from '../messages.ts';
import { MultibancoDetails } from './multibanco-details.tsx';
import * as styles from './payment.css.ts';
import { useKeepQuery, useNavigateKeepingQuery } from '../../../lib/keep-query.ts';

/**
 * customer/payment/multibanco and customer/payment/monei/multibanco (?order_id=): the order's Multibanco
 * reference (entity, reference, amount, expiry), its voucher kept under multibanco_voucher_url.
 */
export function VoucherScreen({ viaMonei = false }: { viaMonei?: boolean }) {
  const t = useT();
  const text = useMessages(paymentText);
  const navigate = useNavigateKeepingQuery();
  const withQuery = useKeepQuery();
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? '';
  const [reference, setReference] = useState<MultibancoReference | null>(null);
  const [voucherUrl, setVoucherUrl] = useState<string | null>(null);

  useEffect(() => {
    const intent = viaMonei ? moneiPaymentIntent(orderId, true) : otherMethodsPaymentIntent(orderId);
    intent.then(
      async (message) => {
        const found = parseReference(message);
        if (found === null) {
          recordPaymentFailure(text('railFailed', { method: text(viaMonei ? 'method.moneimultibanco' : 'method.multibanco') }));
          await navigate(FAILURE_PATH, { replace: true });
          return;
        }
        // A voucher URL that is not http(s) is not offered (logged, the generic error shown); the reference still is.
        const voucher = checkedServerUrl(urlFor(found.voucher_url), 'Multibanco voucher');
        if (voucher !== null) local.set('multibanco_voucher_url', found.voucher_url);
        setVoucherUrl(voucher);
        setReference(found);
      },
      () => undefined, // the API module has logged it and shows the error
    );
  }, [navigate, orderId, text, viaMonei]);

  return (
    <section className={styles.page} aria-labelledby="voucher-title">
      <h1 id="voucher-title" className={styles.title}>
        {text('voucherTitle')}
      </h1>
      {reference === null ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <>
          <p>{text('voucherIntro')}</p>
          <MultibancoDetails reference={reference} withExpiry />
          <p className={styles.actions}>
            {voucherUrl === null ? null : (
              <a className={styles.link} href={voucherUrl} target="_blank" rel="noreferrer">
                {text('voucherLink')}
              </a>
            )}
            <Link className={styles.link} to={withQuery(ROUTES.checkout.successOf(orderId))}>
              {text('viewOrder')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
