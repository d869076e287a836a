/**
 * Documents the buyer chose for a product's file options, kept in memory (a File cannot be stored) until the
 * order exists: the confirmation screen then sends each to pushFilesToPedido for its order item. After a reload
 * they are gone, and the buyer sends them from the order's detail instead.
 */
export interface PendingUpload {
  productId: string;
  optionId: string;
  file: File;
}

const pending = new Map<string, PendingUpload>();
const keyOf = (productId: string, optionId: string) => `${productId}:${optionId}`;

/** The file chosen for one option of a product; null forgets it (the buyer cleared the field). */
export function rememberPendingUpload(productId: string, optionId: string, file: File | null): void {
  if (file === null) pending.delete(keyOf(productId, optionId));
  else pending.set(keyOf(productId, optionId), { productId, optionId, file });
}

/** An order item as far as matching a pending file goes: its product and the answers it was ordered with. */
export interface ItemWithAnswers {
  id: string;
  product_id: string;
  options: readonly { option_id: string; value: string }[];
}

/**
 * The pending files that belong to these order items, each with the item it is for: same product, and the item's
 * answer to that option names the file. Each file is matched once.
 */
export function pendingUploadsFor(items: readonly ItemWithAnswers[]): (PendingUpload & { itemId: string })[] {
  return [...pending.values()].flatMap((upload) => {
    const item = items.find(
      (candidate) =>
        candidate.product_id === upload.productId &&
        candidate.options.some((option) => option.option_id === upload.optionId && option.value === upload.file.name),
    );
    return item ? [{ ...upload, itemId: item.id }] : [];
  });
}

/** Forgets a file once it is sent. */
export function forgetPendingUpload(upload: Pick<PendingUpload, 'productId' | 'optionId'>): void {
  pending.delete(keyOf(upload.productId, upload.optionId));
}
