import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/use-t.ts';
import { type ItemWithAnswers, pendingUploads } from '../../../lib/pending-uploads.ts';
import { paymentText } from '../messages.ts';
import * as styles from './uploads-not-kept-notice.css.ts';

/**
 * On the payment step, before the buyer pays: the documents chosen for the cart's items that will not be there
 * after paying, so the success screen cannot send them (lib/pending-uploads.ts). Leaving for a provider's page, that
 * is every document the browser could not keep; paying here, only those already gone (the page was reloaded).
 */
export function UploadsNotKeptNotice({ items, leavesPage }: { items: readonly ItemWithAnswers[]; leavesPage: boolean }) {
  const text = useMessages(paymentText);
  const [names, setNames] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    void pendingUploads.matching(items).then((found) => {
      if (current) setNames(found.filter((upload) => (leavesPage ? !upload.kept : upload.file === null)).map((upload) => upload.name));
    });
    return () => {
      current = false;
    };
  }, [items, leavesPage]);

  if (names.length === 0) return null;
  return <p className={styles.notice}>{text('uploadsNotKeptBeforePaying', { names: names.join(', '), count: names.length })}</p>;
}
