import { Suspense } from 'react';
import type { RenderItemEditor } from '../features/cart/components/edit-item-dialog.tsx';
import { lazyScreen } from '../ui/lazy-screen.ts';

// Loaded when the buyer first presses Edit: which flow an item belongs to, and that flow's form fields, are not
// on the header every screen carries (app/item-editor.tsx).
const ItemEditor = lazyScreen(() => import('./item-editor.tsx'), 'ItemEditor');

/** Which feature's dialog edits a cart item (spec 2 "Edit dialogs"), decided by app/item-editor.tsx. */
export const renderItemEditor: RenderItemEditor = (item, onClose) => (
  <Suspense fallback={null}>
    <ItemEditor item={item} onClose={onClose} />
  </Suspense>
);
