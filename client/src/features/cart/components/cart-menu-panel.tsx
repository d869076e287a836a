import { type RefObject, useState } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import type { CartItem } from '#contracts/api/cart.ts';
import { cartTotal } from '#contracts/rules/pricing.ts';
import { delQuoteItem } from '../../../api/del-quote-item.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { useNavigateKeepingQuery } from '../../../lib/keep-query.ts';
import { cartState, setCartMenuOpen as setOpen } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { ItemAnswers } from '../../../ui/item-answers.tsx';
import { itemChangeAction } from '../lib/item-display.ts';
import { cartText } from '../messages.ts';
import * as styles from './cart-menu.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

interface CartMenuPanelProps {
  /** The header's cart button the panel hangs from. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  id: string;
  /** Edit pressed on an item: the menu has closed, the item's edit dialog opens. */
  onEdit: (item: CartItem) => void;
}

/**
 * The cart menu's panel (spec 2 "Header and cart menu"): items as name + price + their answers (ui/item-answers.tsx), a total,
 * Edit or Cancel, Delete, Buy. Loaded when the buyer first points at, focuses or presses the cart button
 * (cart-menu.tsx), so the first screen carries none of React Aria's popover and dialog code.
 */
export function CartMenuPanel({ triggerRef, id, onEdit }: CartMenuPanelProps) {
  const t = useT();
  const text = useMessages(cartText);
  const navigate = useNavigateKeepingQuery();
  const cart = useSnapshot(cartState);
  const { config } = useSnapshot(configState);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function remove(item: CartItem, thenGoTo?: string) {
    setBusyId(item.id);
    try {
      await delQuoteItem(item.id);
      if (thenGoTo) {
        setOpen(false);
        await navigate(thenGoTo);
      }
    } catch {
      // the API module has logged it and shows the error; the cart stays as it was
    } finally {
      setBusyId(null);
    }
  }

  function buy() {
    setOpen(false);
    void navigate(config.loggedIn ? ROUTES.checkout.start : ROUTES.register);
  }

  return (
    <Popover className={styles.popover} placement="bottom end" triggerRef={triggerRef} isOpen onOpenChange={setOpen}>
      <Dialog id={id} className={styles.panel} aria-label={text('title')}>
        <Heading slot="title" className={styles.heading}>
          {text('title')}
        </Heading>
        <ul className={styles.list}>
          {(cart.items as CartItem[]).map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong className={styles.itemName}>{item.product_name}</strong>
                {item.extra.current_price !== undefined && <span className={styles.itemPrice}>{formatEuro(item.extra.current_price)}</span>}
              </div>
              <ItemAnswers item={item} />
              <span className={styles.itemActions}>
                {itemChangeAction(item) === 'edit' ? (
                  <Button
                    variant="link"
                    aria-label={t('common.editItem', { name: item.product_name })}
                    onPress={() => {
                      setOpen(false);
                      onEdit(item);
                    }}
                  >
                    {text('edit')}
                  </Button>
                ) : (
                  <Button
                    variant="link"
                    isDisabled={busyId === item.id}
                    aria-label={text('cancelRequestItem', { name: item.product_name })}
                    onPress={() => void remove(item, ROUTES.services)}
                  >
                    {text('cancelRequest')}
                  </Button>
                )}
                <Button
                  variant="link"
                  isDisabled={busyId === item.id}
                  aria-label={text('deleteItem', { name: item.product_name })}
                  onPress={() => void remove(item)}
                >
                  {text('delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          <span>{text('totalWithVat')}</span>
          <strong>{formatEuro(cartTotal(cart.items))}</strong>
        </p>
        <Button variant="accent" onPress={buy}>
          {text('buy')}
        </Button>
      </Dialog>
    </Popover>
  );
}
