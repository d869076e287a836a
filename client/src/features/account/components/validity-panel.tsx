import { deliveredAt } from '#contracts/rules/order-rules.ts';
import { useLanguage, useMessages, useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { Button } from '../../../ui/button.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { useRenewal } from '../hooks/use-renewal.ts';
import { documentValidity } from '../lib/document-validity.ts';
import type { OrderItem } from '../lib/order-groups.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/**
 * The document wallet: how long a delivered document stays current (a Nota Simple 60 days, a Certidão
 * Permanente 6 months from issue), a countdown, an expired badge and a one-click renewal that puts the same
 * request into the cart at its price. A Nota Simple older than 60 days is offered for update (spec 4).
 * Other delivered items can be ordered again as they were (addactualizarpedidoahora).
 */
export function ValidityPanel({ orderId, item, now = new Date() }: { orderId: string; item: OrderItem; now?: Date }) {
  const t = useT();
  const text = useMessages(accountText);
  const language = useLanguage();
  const withQuery = useKeepQuery();
  const { state, renew } = useRenewal(orderId, item);
  const validity = documentValidity(item.product_id, deliveredAt(item), now);

  const renewButton = (label: string) => (
    <Button
      variant={validity?.expired ? 'primary' : 'secondary'}
      isDisabled={state.status === 'busy'}
      onPress={() => void renew()}
      aria-label={label}
    >
      {state.status === 'busy' ? t('common.addingToCart') : validity ? text('renew') : text('updateOrder')}
    </Button>
  );

  return (
    <div className={styles.section}>
      {validity !== null && !validity.expired && (
        <p>
          {text('validUntil', { date: formatDate(validity.expiresAt, language) })}.{' '}
          <strong>{text('daysLeft', { count: validity.daysLeft })}</strong>
        </p>
      )}
      {validity?.expired && (
        <>
          <p className={styles.actions}>
            <span className={styles.expiredBadge}>{text('expired')}</span>
            <span>{text('expiredOn', { date: formatDate(validity.expiresAt, language) })}</span>
          </p>
          {validity.rule === 'notaSimple' && <p>{text('updateOffer')}</p>}
        </>
      )}
      {state.status === 'done' ? (
        <p role="status" className={styles.actions}>
          <span>{text('renewed', { price: formatEuro(state.price) })}</span>
          <LinkButton to={withQuery(ROUTES.checkout.start)}>{t('common.checkout')}</LinkButton>
        </p>
      ) : (
        (validity === null || validity.expired) && (
          <p className={styles.actions}>
            {renewButton(validity ? text('renewItem', { name: item.product_name }) : text('updateOrderItem', { name: item.product_name }))}
          </p>
        )
      )}
    </div>
  );
}
