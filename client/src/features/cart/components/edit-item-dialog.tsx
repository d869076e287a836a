import type { ReactNode } from 'react';
import type { CartItem } from '#contracts/api/cart.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { AnswerList } from '../../../ui/answer-list.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { cartText } from '../messages.ts';

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
  const text = useMessages(cartText);
  return (
    <Dialog title={t('common.editItem', { name: item.product_name })} isOpen onOpenChange={(open) => !open && onClose()}>
      <AnswerList rows={item.options.map((option) => ({ key: option.option_id, label: option.label, value: option.print_value }))} />
      <p>{text('editUnavailable')}</p>
      <DialogActions>
        <Button variant="secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
