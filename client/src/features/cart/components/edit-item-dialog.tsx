import type { ReactNode } from 'react';
import type { CartItem } from '../../../../../contracts/src/cart.ts';
import { useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import * as styles from './cart-menu.css.ts';

/**
 * Renders an item's edit dialog (400px, ui/dialog.tsx) from the feature that owns the item's flow,
 * or undefined when that flow has none.
 */
export type RenderItemEditor = (item: CartItem, onClose: () => void) => ReactNode | undefined;

/**
 * The read-only fallback editor. It shows the item's current answers; the editable forms per product
 * type (simple note, certificate, report, generic) plug in here with their flows' issues.
 */
export function EditItemDialog({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={t('cart.editTitle', { name: item.product_name })} isOpen onOpenChange={(open) => !open && onClose()}>
      <dl className={styles.answers}>
        {item.options.map((option) => (
          <div key={option.option_id} style={{ display: 'contents' }}>
            <dt>{option.label}</dt>
            <dd>{option.print_value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('cart.editUnavailable')}</p>
      <DialogActions>
        <Button variant="secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
