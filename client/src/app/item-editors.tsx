import { Suspense } from 'react';
import type { RenderItemEditor } from '../features/cart/components/edit-item-dialog.tsx';
import { isGenericProductItem } from '../features/product/lib/generic-items.ts';
import { isSimpleNoteItem } from '../features/simple-note/lib/note-flow.ts';
import { lazyScreen } from '../ui/lazy-screen.ts';

// Loaded when the buyer first presses Edit, so the cart menu does not carry every flow's form fields.
const GenericEditDialog = lazyScreen(() => import('../features/product/components/generic-edit-dialog.tsx'), 'GenericEditDialog');
const SimpleNoteEditDialog = lazyScreen(
  () => import('../features/simple-note/components/simple-note-edit-dialog.tsx'),
  'SimpleNoteEditDialog',
);

/**
 * Which feature's dialog edits a cart item (spec 2 "Edit dialogs"). Each flow adds its editor here;
 * items without one show their answers read-only.
 */
export const renderItemEditor: RenderItemEditor = (item, onClose) => {
  const Editor = isGenericProductItem(item) ? GenericEditDialog : isSimpleNoteItem(item) ? SimpleNoteEditDialog : undefined;
  if (Editor === undefined) return undefined;
  return (
    <Suspense fallback={null}>
      <Editor item={item} onClose={onClose} />
    </Suspense>
  );
};
