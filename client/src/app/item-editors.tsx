import type { RenderItemEditor } from '../features/cart/components/edit-item-dialog.tsx';

/**
 * Which feature's dialog edits a cart item (spec 2 "Edit dialogs"). Each flow adds its editor here,
 * e.g. `if (item.product_id === PRODUCT_IDS.simpleNote) return <SimpleNoteEditDialog item={item} onClose={onClose} />;`.
 * Items without one show their answers read-only.
 */
export const renderItemEditor: RenderItemEditor = () => undefined;
