import { Link, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { checkoutMethod } from '../../../guards/checkout-guards.ts';
import { storedPaymentChoice } from '../../../lib/payment-selection.ts';
import { local } from '../../../lib/storage.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { cartState } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { useCartTotal } from '../hooks/use-cart-total.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { paymentText } from '../messages.ts';
import { CardForm } from './card-form.tsx';
import { CartSummary } from './cart-summary.tsx';
import { PayingAs } from './paying-as.tsx';
import { UploadsNotKeptNotice } from './uploads-not-kept-notice.tsx';
import * as styles from './payment.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { PROVIDER_PAGE_METHODS } from '#contracts/constants/payment-methods.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/** Paid on the provider's own page: the buyer leaves this one. */
const isProviderPageMethod = (method: string) => (PROVIDER_PAGE_METHODS as readonly string[]).includes(method);

/**
 * customer/checkout: the order and the chosen method, then the checkout call (spec 6: the authenticated
 * or the register path). A card is typed here by a customer the card route sent on (spec 2).
 */
export function CheckoutScreen() {
  const t = useT();
  const text = useMessages(paymentText);
  const { pay, busy, email } = useCheckout();
  const { items, showCart } = useSnapshot(cartState);
  const { loggedIn } = useSnapshot(configState).config;
  const total = useCartTotal();
  const { search } = useLocation();
  // the chosen method, or the card on the permanent-disability shortcut, which skips the choice (spec 2)
  const method = checkoutMethod({
    method: storedPaymentChoice().method,
    lastAddedProduct: local.get('last_added_product'),
    cartShown: showCart,
  });
  if (method === null) return null;
  const payment =
    method === 'cc' ? (
      <CardForm busy={busy} amount={total} onPay={() => void pay('cc')} />
    ) : (
      <div className={styles.actions}>
        <Button onPress={() => void pay(method)} isDisabled={busy}>
          {busy ? text('working') : total === null ? text('payNow') : text('payNowAmount', { amount: formatEuro(total) })}
        </Button>
      </div>
    );
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        {t('title.checkout')}
      </h1>
      <PayingAs email={email} loggedIn={loggedIn} />
      <CartSummary />
      <p>
        {text('chosenMethod', { method: text(`method.${method}`) })}{' '}
        <Link className={styles.link} to={keepQuery(ROUTES.payment.retry, search)}>
          {text('changeMethod')}
        </Link>
      </p>
      {items.length === 0 ? (
        <LinkButton to={keepQuery(ROUTES.services, search)} variant="secondary">
          {t('common.backToServices')}
        </LinkButton>
      ) : (
        <>
          <UploadsNotKeptNotice items={items} leavesPage={isProviderPageMethod(method)} />
          {payment}
        </>
      )}
    </section>
  );
}
