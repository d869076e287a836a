import type { CartItem } from '#contracts/api/cart.ts';
import { updateQuoteItem } from '../../../api/update-quote-item.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useProduct } from '../hooks/use-product.ts';
import { productText } from '../messages.ts';
import { OptionsForm, answersOfItem } from './options-form.tsx';

/**
 * spec 2 "Edit dialogs: generic": a 400px dialog with the product's options, required ones enforced;
 * Save sends the answers through updatequoteitem, which reprices the item and answers the new cart.
 */
export function GenericEditDialog({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const t = useT();
  const text = useMessages(productText);
  const load = useProduct(item.product_id);
  return (
    <Dialog title={t('common.editItem', { name: item.product_name })} isOpen onOpenChange={(open) => !open && onClose()}>
      {load.status === 'ready' ? (
        <OptionsForm
          product={load.product}
          initial={answersOfItem(load.product, item.options)}
          onCancel={onClose}
          onSave={async (values) => {
            try {
              await updateQuoteItem(item.id, { product_id: item.product_id, values });
              onClose();
            } catch {
              // the API module already told the buyer; the dialog stays open with the answers
            }
          }}
        />
      ) : (
        <p role="status">{load.status === 'loading' ? t('app.loading') : text('orderItemMissing')}</p>
      )}
    </Dialog>
  );
}
