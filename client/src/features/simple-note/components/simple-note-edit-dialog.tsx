import type { CartItem } from '#contracts/api/cart.ts';
import { updateQuoteItem } from '../../../api/update-quote-item.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { EditFormDialog } from '../../../ui/edit-form-dialog.tsx';
import { noteText } from '../messages.ts';
import { useNoteEditFields } from './note-edit-fields.tsx';

/**
 * spec 2 "Edit dialogs: simple note" (400px): owner name, address, municipality and optional registry data,
 * saved through updatequoteitem; the cart line shows the new answers.
 */
export function SimpleNoteEditDialog({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const text = useMessages(noteText);
  const { fields, edit } = useNoteEditFields(item, 'edit');
  return (
    <EditFormDialog
      title={text('editTitle')}
      onClose={onClose}
      save={async () => {
        const data = edit();
        if (data === null) return false;
        await updateQuoteItem(item.id, data);
        return true;
      }}
    >
      {fields}
    </EditFormDialog>
  );
}
