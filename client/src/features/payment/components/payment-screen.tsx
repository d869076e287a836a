import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { type PaymentMethod, storePaymentMethods } from '#contracts/constants/payment-methods.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { selectPayment } from '../../../lib/payment-selection.ts';
import { local } from '../../../lib/storage.ts';
import { cartState } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { LEGAL_SLOTS, LegalSentence } from '../../../ui/legal-sentence.tsx';
import { paymentText } from '../messages.ts';
import { CartSummary } from './cart-summary.tsx';
import { MethodChooser } from './method-chooser.tsx';
import { PayingAs } from './paying-as.tsx';
import * as styles from './payment.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/** Where a chosen method takes the buyer: the card form, or the checkout step that places the order. */
const routeForMethod = (method: PaymentMethod) => (method === 'cc' ? ROUTES.payment.card : ROUTES.checkout.start);

/** The store's methods a buyer may choose; a bank transfer only for a registered customer (spec 7). */
export function useOfferedMethods(): PaymentMethod[] {
  const { config } = useSnapshot(configState);
  return storePaymentMethods(config.store_id).filter((method) => method !== 'bank' || config.loggedIn);
}

/**
 * customer/payment and customer/payment/retry (spec 4): the store's methods; the choice is stored with
 * its timestamp and leads on to the card form or the checkout. The retry variant follows a failed payment.
 */
export function PaymentScreen({ retry = false }: { retry?: boolean }) {
  const t = useT();
  const text = useMessages(paymentText);
  const navigate = useNavigate();
  const { search } = useLocation();
  const methods = useOfferedMethods();
  const { config } = useSnapshot(configState);
  const { items } = useSnapshot(cartState);
  const email = config.loggedIn ? config.customerEmail : (local.get('temporal_validated_email') ?? '');

  function choose(method: PaymentMethod) {
    selectPayment(method);
    void navigate(keepQuery(routeForMethod(method), search));
  }

  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {t('title.payment')}
      </h1>
      <PayingAs email={email} loggedIn={config.loggedIn} />
      <CartSummary />
      {items.length === 0 ? (
        <LinkButton to={keepQuery(ROUTES.services, search)} variant="secondary">
          {t('common.backToServices')}
        </LinkButton>
      ) : (
        <>
          <h2 className={styles.subtitle}>{retry ? text('chooseOther') : text('chooseMethod')}</h2>
          <MethodChooser methods={methods} onChoose={choose} />
          <LegalSentence className={styles.legalLine} sentence={text('legalLine', LEGAL_SLOTS)} />
        </>
      )}
    </section>
  );
}
