import { Suspense } from 'react';
import type { CartItem } from '#contracts/api/cart.ts';
import { EditItemDialog } from '../features/cart/components/edit-item-dialog.tsx';
import { isGenericProductItem } from '../features/product/lib/generic-items.ts';
import { isSimpleNoteItem } from '../features/simple-note/lib/note-flow.ts';
import { isCertificateItem } from '../features/portugal-property/lib/certificate-flow.ts';
import { isReportItem } from '../features/portugal-property/lib/report-flow.ts';
import { lazyScreen } from '../ui/lazy-screen.ts';

// Each flow's form fields load with its own editor.
const GenericEditDialog = lazyScreen(() => import('../features/product/components/generic-edit-dialog.tsx'), 'GenericEditDialog');
const SimpleNoteEditDialog = lazyScreen(
  () => import('../features/simple-note/components/simple-note-edit-dialog.tsx'),
  'SimpleNoteEditDialog',
);
const CertificateEditDialog = lazyScreen(
  () => import('../features/portugal-property/components/certificate-edit-dialog.tsx'),
  'CertificateEditDialog',
);
const ReportEditDialog = lazyScreen(() => import('../features/portugal-property/components/report-edit-dialog.tsx'), 'ReportEditDialog');

/**
 * The dialog that edits a cart item (spec 2 "Edit dialogs"): its flow's editor; items of a flow without one show
 * their answers read-only (the cart's EditItemDialog). Each flow adds its editor here.
 */
export function ItemEditor({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const Editor = isGenericProductItem(item)
    ? GenericEditDialog
    : isSimpleNoteItem(item)
      ? SimpleNoteEditDialog
      : isCertificateItem(item)
        ? CertificateEditDialog
        : isReportItem(item)
          ? ReportEditDialog
          : EditItemDialog;
  return (
    <Suspense fallback={null}>
      <Editor item={item} onClose={onClose} />
    </Suspense>
  );
}
