import { Suspense, lazy } from 'react';
import type { CartItem } from '../../../../../contracts/src/cart.ts';

const GenericEditDialog = lazy(async () => ({ default: (await import('./generic-edit-dialog.tsx')).GenericEditDialog }));

/** The generic edit dialog, loaded when the buyer first presses Edit on a generic item. */
export function LazyGenericEditDialog({ item, onClose }: { item: CartItem; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <GenericEditDialog item={item} onClose={onClose} />
    </Suspense>
  );
}
