import type { RenderItemEditor } from '../features/cart/components/edit-item-dialog.tsx';
import { LazyGenericEditDialog } from '../features/product/components/lazy-generic-edit-dialog.tsx';
import { isGenericProductItem } from '../features/product/lib/generic-items.ts';
import { SimpleNoteEditDialog } from '../features/simple-note/components/simple-note-edit-dialog.tsx';
import { isSimpleNoteItem } from '../features/simple-note/lib/note-flow.ts';

/**
 * Which feature's dialog edits a cart item (spec 2 "Edit dialogs"). Each flow adds its editor here,
 * e.g. `if (item.product_id === PRODUCT_IDS.simpleNote) return <SimpleNoteEditDialog item={item} onClose={onClose} />;`.
 * Items without one show their answers read-only.
 */
export const renderItemEditor: RenderItemEditor = (item, onClose) => {
  if (isGenericProductItem(item)) return <LazyGenericEditDialog item={item} onClose={onClose} />;
  if (isSimpleNoteItem(item)) return <SimpleNoteEditDialog item={item} onClose={onClose} />;
  return undefined;
};
