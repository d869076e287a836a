import { describe, expect, test } from 'vitest';
import { forgetPendingUpload, pendingUploadsFor, rememberPendingUpload } from './pending-uploads.ts';

const will = (id: string, fileName: string) => ({ id, product_id: '18480', options: [{ option_id: '20058', value: fileName }] });

describe('documents waiting for their order', () => {
  test('[uploads] a chosen file goes to the order item that answered the option with its name, once sent it is forgotten', () => {
    const file = new File(['%PDF-1.7'], 'voluntades.pdf', { type: 'application/pdf' });
    rememberPendingUpload('18480', '20058', file);
    expect(pendingUploadsFor([will('1', 'otro.pdf')])).toEqual([]);
    expect(pendingUploadsFor([will('1', 'otro.pdf'), will('2', 'voluntades.pdf')])).toEqual([
      { productId: '18480', optionId: '20058', file, itemId: '2' },
    ]);
    forgetPendingUpload({ productId: '18480', optionId: '20058' });
    expect(pendingUploadsFor([will('2', 'voluntades.pdf')])).toEqual([]);
  });

  test('[uploads] clearing the field forgets the file', () => {
    rememberPendingUpload('18480', '20058', new File(['x'], 'a.pdf'));
    rememberPendingUpload('18480', '20058', null);
    expect(pendingUploadsFor([will('1', 'a.pdf')])).toEqual([]);
  });
});
