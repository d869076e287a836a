import { useState } from 'react';
import { useParams } from 'react-router';
import type { CartItem } from '#contracts/api/cart.ts';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { updatePedido } from '../../../api/update-pedido.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { StoreGate } from '../../../guards/store-gate.tsx';
import { isSoldOnStore } from '#contracts/rules/product-availability.ts';
import { mayChangeOrderItem } from '#contracts/rules/order-item-changes.ts';
import { mayRepriceOrderItem, orderStateOfItems } from '#contracts/rules/order-rules.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { useProduct } from '../hooks/use-product.ts';
import { productText } from '../messages.ts';
import { OptionsForm, answersOfItem } from './options-form.tsx';
import * as styles from './product-flow.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/**
 * product/actualizar/{order_id}/{item_id}: the buyer corrects the answers of a generic item already ordered (updatepedido),
 * while the backend takes a change (mayChangeOrderItem, the rule it refuses by); otherwise the page says why, with no form.
 * An item of a paid order keeps the price paid (mayRepriceOrderItem): the form offers no choice that changes it, and says
 * so (issue 41: a '+86 €' answer was offered, then refused with a 400 the buyer read as 'Algo ha ido mal').
 */
export function UpdateOrderRoute() {
  const t = useT();
  const text = useMessages(productText);
  const withQuery = useKeepQuery();
  const { orderId = '', itemId = '' } = useParams();
  const load = usePedidos({ id: orderId });
  const orderItems = load.status === 'ready' ? (load.data.pedidos ?? []).filter((candidate) => candidate.order_id === orderId) : [];
  const item = orderItems.find((candidate) => candidate.id === itemId);
  const pricePaid = mayRepriceOrderItem({ state: orderStateOfItems(orderItems) }) ? undefined : item?.extra.current_price;

  if (load.status === 'loading') return <p role="status">{t('app.loading')}</p>;
  return (
    <section className={styles.panel} aria-labelledby="update-heading">
      <h1 id="update-heading">{text('updateHeading', { order: orderId })}</h1>
      {item === undefined ? (
        <>
          <p>{text('orderItemMissing')}</p>
          <LinkButton to={withQuery(ROUTES.services)} variant="secondary">
            {t('common.backToServices')}
          </LinkButton>
        </>
      ) : mayChangeOrderItem(item) ? (
        <OrderItemForm orderId={orderId} item={item} pricePaid={pricePaid} />
      ) : (
        <>
          <p>{text('orderItemLocked')}</p>
          <LinkButton to={withQuery(ROUTES.account.order(orderId))} variant="secondary">
            {t('common.backToOrder', { order: orderId })}
          </LinkButton>
        </>
      )}
    </section>
  );
}

function OrderItemForm({ orderId, item, pricePaid }: { orderId: string; item: CartItem; pricePaid: number | undefined }) {
  const t = useT();
  const text = useMessages(productText);
  const product = useProduct(item.product_id);
  const [saved, setSaved] = useState(false);
  if (product.status !== 'ready') return <p role="status">{product.status === 'loading' ? t('app.loading') : text('orderItemMissing')}</p>;
  return (
    <>
      <h2>{item.product_name}</h2>
      {saved ? <p role="status">{text('updated')}</p> : null}
      {pricePaid === undefined ? null : <p>{text('paidOrderNote', { paid: formatEuro(pricePaid) })}</p>}
      <StoreGate sells={(storeId) => isSoldOnStore(product.product, storeId)}>
        <OptionsForm
          product={product.product}
          initial={answersOfItem(product.product, item.options)}
          pricePaid={pricePaid}
          onSave={async (values) => {
            try {
              await updatePedido(orderId, item.id, values);
              setSaved(true);
            } catch {
              setSaved(false);
            }
          }}
        />
      </StoreGate>
    </>
  );
}
