import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isProviderReturn } from '#contracts/constants/client-routes.ts';
import type { ProviderPageMethod } from '#contracts/constants/payment-methods.ts';
import { urlFor } from '../../../api/client.ts';
import { loadOrder } from '../../../api/load-order.ts';
import { moneiPaymentIntent } from '../../../api/monei-payment-intent.ts';
import { otherMethodsBizum } from '../../../api/other-methods-bizum.ts';
import { otherMethodsPaypal } from '../../../api/other-methods-paypal.ts';
import { paypalRedirect } from '../../../api/paypal-redirect.ts';
import { processBizum } from '../../../api/process-bizum.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { FAILURE_PATH, recordPaymentFailure } from '../lib/payment-outcome.ts';
import { submitProviderForm } from '../lib/provider-form.ts';
import { goToServerUrl } from '../lib/server-url.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';
import { useNavigateKeepingQuery } from '../../../lib/keep-query.ts';

const PROVIDER_NAMES: Record<ProviderPageMethod, string> = { paypal: 'PayPal', bizum: 'Bizum', monei: 'MONEI' };

/**
 * Takes the buyer to the provider (spec 7): PayPal's and Redsys' HTML step holds a form that is
 * extracted and submitted; MONEI's intent is its page's URL. False when the intent said ok false; throws
 * RefusedUrlError (logged, the generic error shown, nothing followed) when the page's URL is not http(s).
 */
async function goToProvider(rail: ProviderPageMethod, orderId: string): Promise<boolean> {
  if (rail === 'paypal')
    return (await otherMethodsPaypal(orderId)) !== '' && submitProviderForm(await paypalRedirect(orderId), 'PayPal form');
  if (rail === 'bizum') return (await otherMethodsBizum(orderId)) !== '' && submitProviderForm(await processBizum(orderId), 'Bizum form');
  const pageUrl = await moneiPaymentIntent(orderId);
  if (pageUrl === '') return false;
  goToServerUrl(urlFor(pageUrl), 'MONEI payment page');
  return true;
}

/**
 * customer/payment/paypal, bizum and monei (?order_id=): on the way out, the payment intent and the
 * provider's page; on the way back (&return=1), the order says how it went: paid goes to success,
 * anything else takes the failure path (the backend has put the items back in the cart).
 */
export function ProviderScreen({ rail }: { rail: ProviderPageMethod }) {
  const t = useT();
  const text = useMessages(paymentText);
  const navigate = useNavigateKeepingQuery();
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? '';
  const returning = isProviderReturn(search);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = async () => {
      recordPaymentFailure(text('railFailed', { method: text(`method.${rail}`) }));
      await navigate(FAILURE_PATH, { replace: true });
    };
    const run = async () => {
      if (!returning) {
        if (!(await goToProvider(rail, orderId))) await fail();
        return;
      }
      const order = await loadOrder(orderId);
      if (order?.state === 'paid') await navigate(ROUTES.checkout.successOf(orderId), { replace: true });
      else await fail();
    };
    run().catch(() => undefined); // the API module (or a refused URL) has logged it and shows the error
  }, [navigate, orderId, rail, returning, text]);

  return (
    <section className={styles.page} aria-labelledby="provider-title">
      <h1 id="provider-title" className={styles.title}>
        {t('title.payment')}
      </h1>
      <p role="status">{returning ? text('verifying') : text('redirecting', { provider: PROVIDER_NAMES[rail] })}</p>
    </section>
  );
}
