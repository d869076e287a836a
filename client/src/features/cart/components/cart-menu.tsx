import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { CartItem } from '#contracts/api/cart.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { useShownPageValue } from '../../../lib/fixed-route.ts';
import { cartState, setCartMenuOpen as setOpen } from '../../../stores/cart-store.ts';
import { useStoreValue } from '../../../stores/use-store-value.ts';
import { wideOnlyText } from '../../../ui/compact.css.ts';
import { CartIcon } from '../../../ui/icons.tsx';
import { lazyScreen } from '../../../ui/lazy-screen.ts';
import { PanelTrigger } from '../../../ui/panel-trigger.tsx';
import { isCartVisible } from '../lib/cart-visibility.ts';
import { cartText } from '../messages.ts';
import * as styles from './cart-menu.css.ts';
import type { RenderItemEditor } from './edit-item-dialog.tsx';

// The panel and the read-only editor load on the first sign the buyer wants them (issue 13): every screen shows
// the cart button, few buyers open it.
const CartMenuPanel = lazyScreen(() => import('./cart-menu-panel.tsx'), 'CartMenuPanel');
const EditItemDialog = lazyScreen(() => import('./edit-item-dialog.tsx'), 'EditItemDialog');

/**
 * spec 2 "Header and cart menu": the cart button with the count, opening the menu (cart-menu-panel.tsx).
 * `renderEditor` renders the edit dialog of an item's flow; the app passes it, since features do not
 * import each other. Without one, the item's answers are shown read-only.
 */
export function CartMenu({ renderEditor }: { renderEditor?: RenderItemEditor }) {
  const text = useMessages(cartText);
  const count = useStoreValue(cartState, (state) => state.items.length);
  const showCartFlag = useStoreValue(cartState, (state) => state.showCart);
  const menuOpen = useStoreValue(cartState, (state) => state.menuOpen);
  const [editing, setEditing] = useState<CartItem | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const visible = useShownPageValue(({ pathname }) => isCartVisible({ showCartFlag, itemCount: count, pathname }));
  const isOpen = menuOpen && visible;
  // A menu left open when the cart hid (its last item deleted) must not pop open when the cart shows again.
  useEffect(() => {
    if (!visible && menuOpen) setOpen(false);
  }, [visible, menuOpen]);
  if (!visible && !editing) return null;

  const close = () => setEditing(null);
  return (
    <>
      <PanelTrigger
        ref={buttonRef}
        panelId={panelId}
        isOpen={isOpen}
        onToggle={() => setOpen(!isOpen)}
        load={CartMenuPanel.preload}
        aria-label={text('buttonLabel', { count })}
      >
        <CartIcon />
        <span className={wideOnlyText}>{text('label')}</span>
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      </PanelTrigger>
      {isOpen && (
        <Suspense fallback={null}>
          <CartMenuPanel triggerRef={buttonRef} id={panelId} onEdit={setEditing} />
        </Suspense>
      )}
      {editing &&
        (renderEditor?.(editing, close) ?? (
          <Suspense fallback={null}>
            <EditItemDialog item={editing} onClose={close} />
          </Suspense>
        ))}
    </>
  );
}
