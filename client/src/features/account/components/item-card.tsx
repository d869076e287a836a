import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { offersLocatedProperties } from '#contracts/rules/located-property.ts';
import { mayCorrectNotaSimple } from '#contracts/rules/nota-simple-correction.ts';
import { isDelivered } from '#contracts/rules/order-rules.ts';
import { mayChangeOrderItem } from '#contracts/rules/order-item-changes.ts';
import { orderStatusGroup } from '#contracts/rules/order-status.ts';
import { DEDICATED_FLOW_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { type OrderItem, priceOf } from '../lib/order-groups.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';
import { DeliveredDocument } from './delivered-document.tsx';
import { StatusBadge } from './status-badge.tsx';
import { UploadPanel } from './upload-panel.tsx';
import { ValidityPanel } from './validity-panel.tsx';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/**
 * One item of an order in its detail: name, status, reference, price, the buyer's answers, its children;
 * its delivered document with validity and renewal; a correction of the answers while the backend takes one
 * (product/actualizar, generic products, mayChangeOrderItem), or of a Nota Simple's data while the registry has not started on it
 * (nota-simple/corregir, updatePedidoNS); the documents the buyer sends for it.
 */
export function ItemCard({ orderId, item, childItems }: { orderId: string; item: OrderItem; childItems: OrderItem[] }) {
  const t = useT();
  const text = useMessages(accountText);
  const withQuery = useKeepQuery();
  const headingId = `item-${item.id}`;
  const delivered = isDelivered(item);
  const group = orderStatusGroup(item.status);
  const generic = !DEDICATED_FLOW_PRODUCT_IDS.includes(item.product_id);
  const answers = item.options
    .filter((option) => option.print_value.trim() !== '')
    .map((option) => ({ key: option.option_id, label: option.label, value: option.print_value }));

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {item.product_name} <StatusBadge item={item} orderId={orderId} />
      </h2>
      <p className={styles.meta}>
        <span>{text('reference', { reference: item.referencia })}</span>
        <span>{t('common.price', { price: formatEuro(priceOf(item)) })}</span>
      </p>
      {answers.length > 0 && (
        <dl className={styles.answers}>
          {answers.map((answer) => (
            <div key={answer.key} className={styles.answer}>
              <dt className={styles.term}>{answer.label}</dt>
              <dd className={styles.answerValue}>{answer.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {childItems.length > 0 && (
        <section className={styles.section} aria-labelledby={`${headingId}-children`}>
          <h3 id={`${headingId}-children`} className={styles.subheading}>
            {text('includes')}
          </h3>
          <ul className={styles.children}>
            {childItems.map((child) => (
              <li key={child.id} className={styles.line}>
                <span>{child.product_name}</span>
                <span className={styles.actions}>
                  <StatusBadge item={child} orderId={orderId} />
                  <span>{formatEuro(priceOf(child))}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(item.extra.located_properties?.length ?? 0) > 0 && (
        <section className={styles.section} aria-labelledby={`${headingId}-located`}>
          <h3 id={`${headingId}-located`} className={styles.subheading}>
            {text('locatedHeading', { count: item.extra.located_properties?.length ?? 0 })}
          </h3>
          <ul className={styles.children}>
            {item.extra.located_properties?.map((property) => (
              <li key={property.ref} className={styles.line}>
                {`Finca ${property.finca} · ${property.descripcion} (${property.municipio}). ${property.registro}`}
              </li>
            ))}
          </ul>
          {offersLocatedProperties(item) && (
            <p>
              <LinkButton to={withQuery(ROUTES.locatedProperties.entry(orderId, item.id))} variant="secondary">
                {text('orderLocated')}
              </LinkButton>
            </p>
          )}
        </section>
      )}
      {item.extra.url !== undefined && <DeliveredDocument item={item} />}
      {delivered && <ValidityPanel orderId={orderId} item={item} />}
      {generic && mayChangeOrderItem(item) && (
        <p>
          <LinkButton to={withQuery(ROUTES.product.update(orderId, item.id))} variant="secondary">
            {text('editAnswers', { name: item.product_name })}
          </LinkButton>
        </p>
      )}
      {mayCorrectNotaSimple(item) && (
        <p>
          <LinkButton to={withQuery(ROUTES.simpleNote.correct(orderId, item.id))} variant="secondary">
            {text('editAnswers', { name: item.product_name })}
          </LinkButton>
        </p>
      )}
      {group !== 'refunded' && <UploadPanel orderId={orderId} item={item} />}
    </article>
  );
}
