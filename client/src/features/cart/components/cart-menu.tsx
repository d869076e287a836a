import { useEffect, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { CartItem } from '#contracts/cart.ts';
import { delQuoteItem } from '../../../api/del-quote-item.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { cartState, setCartMenuOpen as setOpen } from '../../../stores/cart-store.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { wideOnlyText } from '../../../ui/compact.css.ts';
import { CartIcon } from '../../../ui/icons.tsx';
import { isCartVisible } from '../lib/cart-visibility.ts';
import { cartTotal } from '#contracts/pricing.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { itemAnswers } from '../../../lib/item-answers.ts';
import { itemChangeAction } from '../lib/item-display.ts';
import { cartText } from '../messages.ts';
import * as styles from './cart-menu.css.ts';
import { EditItemDialog, type RenderItemEditor } from './edit-item-dialog.tsx';

/** The item's most telling answers (lib/item-display.ts), each labelled; long values wrap. */
function ItemAnswers({ item }: { item: CartItem }) {
  const answers = itemAnswers(item);
  if (answers.length === 0) return null;
  return (
    <dl className={styles.answers}>
      {answers.map(({ label, value }) => (
        <div key={label + value} className={styles.answer}>
          {label && <dt className={styles.answerLabel}>{label}:</dt>} <dd className={styles.answerValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * spec 2 "Header and cart menu": count, items as name + price + their telling answers, a total, Edit or Cancel, Delete, Buy.
 * `renderEditor` renders the edit dialog of an item's flow; the app passes it, since features do not
 * import each other. Without one, the item's answers are shown read-only.
 */
export function CartMenu({ renderEditor }: { renderEditor?: RenderItemEditor }) {
  const t = useT();
  const text = useMessages(cartText);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const cart = useSnapshot(cartState);
  const { config } = useSnapshot(configState);
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const count = cart.items.length;
  const visible = isCartVisible({ showCartFlag: cart.showCart, itemCount: count, pathname });
  const isOpen = cart.menuOpen && visible;
  // A menu left open when the cart hid (its last item deleted) must not pop open when the cart shows again.
  useEffect(() => {
    if (!visible && cart.menuOpen) setOpen(false);
  }, [visible, cart.menuOpen]);
  if (!visible && !editing) return null;

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
    void navigate(config.loggedIn ? '/customer/checkout' : '/customer/register');
  }

  return (
    <>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary" aria-label={text('buttonLabel', { count })}>
          <CartIcon />
          <span className={wideOnlyText}>{text('label')}</span>
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <Dialog className={styles.panel} aria-label={text('title')}>
            <Heading slot="title" className={styles.heading}>
              {text('title')}
            </Heading>
            <ul className={styles.list}>
              {(cart.items as CartItem[]).map((item) => (
                <li key={item.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <strong className={styles.itemName}>{item.product_name}</strong>
                    {item.extra.current_price !== undefined && (
                      <span className={styles.itemPrice}>{formatPrice(item.extra.current_price)}</span>
                    )}
                  </div>
                  <ItemAnswers item={item} />
                  <span className={styles.itemActions}>
                    {itemChangeAction(item) === 'edit' ? (
                      <Button
                        variant="link"
                        aria-label={t('common.editItem', { name: item.product_name })}
                        onPress={() => {
                          setOpen(false);
                          setEditing(item);
                        }}
                      >
                        {text('edit')}
                      </Button>
                    ) : (
                      <Button
                        variant="link"
                        isDisabled={busyId === item.id}
                        aria-label={text('cancelRequestItem', { name: item.product_name })}
                        onPress={() => void remove(item, '/servicios')}
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
              <strong>{formatPrice(cartTotal(cart.items))}</strong>
            </p>
            <Button variant="accent" onPress={buy}>
              {text('buy')}
            </Button>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {editing && (renderEditor?.(editing, () => setEditing(null)) ?? <EditItemDialog item={editing} onClose={() => setEditing(null)} />)}
    </>
  );
}
