import { Suspense } from 'react';
import type { RenderItemEditor } from '../features/cart/components/edit-item-dialog.tsx';
import { isGenericProductItem } from '../features/product/lib/generic-items.ts';
import { isSimpleNoteItem } from '../features/simple-note/lib/note-flow.ts';
import { isCertificateItem } from '../features/portugal-property/lib/certificate-flow.ts';
import { isReportItem } from '../features/portugal-property/lib/report-flow.ts';
import { lazyScreen } from '../ui/lazy-screen.ts';

// Loaded when the buyer first presses Edit, so the cart menu does not carry every flow's form fields.
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
 * Which feature's dialog edits a cart item (spec 2 "Edit dialogs"). Each flow adds its editor here;
 * items without one show their answers read-only.
 */
export const renderItemEditor: RenderItemEditor = (item, onClose) => {
  const Editor = isGenericProductItem(item)
    ? GenericEditDialog
    : isSimpleNoteItem(item)
      ? SimpleNoteEditDialog
      : isCertificateItem(item)
        ? CertificateEditDialog
        : isReportItem(item)
          ? ReportEditDialog
          : undefined;
  if (Editor === undefined) return undefined;
  return (
    <Suspense fallback={null}>
      <Editor item={item} onClose={onClose} />
    </Suspense>
  );
};
