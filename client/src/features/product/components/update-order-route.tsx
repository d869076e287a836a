import { useState } from 'react';
import { useParams } from 'react-router';
import type { CartItem } from '#contracts/api/cart.ts';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { updatePedido } from '../../../api/update-pedido.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { StoreGate } from '../../../guards/store-gate.tsx';
import { isSoldOnStore } from '#contracts/rules/product-availability.ts';
import { useProduct } from '../hooks/use-product.ts';
import { productText } from '../messages.ts';
import { OptionsForm, answersOfItem } from './options-form.tsx';
import * as styles from './product-flow.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/** product/actualizar/{order_id}/{item_id}: the buyer corrects the answers of a generic item already ordered (updatepedido). */
export function UpdateOrderRoute() {
  const t = useT();
  const text = useMessages(productText);
  const { orderId = '', itemId = '' } = useParams();
  const load = usePedidos({ id: orderId });
  const item =
    load.status === 'ready' ? load.data.pedidos?.find((candidate) => candidate.order_id === orderId && candidate.id === itemId) : undefined;

  if (load.status === 'loading') return <p role="status">{t('app.loading')}</p>;
  return (
    <section className={styles.panel} aria-labelledby="update-heading">
      <h1 id="update-heading">{text('updateHeading', { order: orderId })}</h1>
      {item === undefined ? (
        <>
          <p>{text('orderItemMissing')}</p>
          <LinkButton to={ROUTES.services} variant="secondary">
            {t('common.backToServices')}
          </LinkButton>
        </>
      ) : (
        <OrderItemForm orderId={orderId} item={item} />
      )}
    </section>
  );
}

function OrderItemForm({ orderId, item }: { orderId: string; item: CartItem }) {
  const t = useT();
  const text = useMessages(productText);
  const product = useProduct(item.product_id);
  const [saved, setSaved] = useState(false);
  if (product.status !== 'ready') return <p role="status">{product.status === 'loading' ? t('app.loading') : text('orderItemMissing')}</p>;
  return (
    <>
      <h2>{item.product_name}</h2>
      {saved ? <p role="status">{text('updated')}</p> : null}
      <StoreGate sells={(storeId) => isSoldOnStore(product.product, storeId)}>
        <OptionsForm
          product={product.product}
          initial={answersOfItem(product.product, item.options)}
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
