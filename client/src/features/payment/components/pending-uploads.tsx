import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '#contracts/api/payment.ts';
import { uploadProblem } from '#contracts/rules/uploads.ts';
import { pushFilesToPedido } from '../../../api/push-files-to-pedido.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { type PendingUpload, forgetPendingUpload, pendingUploadsFor } from '../../../lib/pending-uploads.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

type Sending = PendingUpload & { itemId: string; percent: number; state: 'waiting' | 'sending' | 'done' | 'failed' };

/**
 * The documents the buyer chose in the product's file options, sent to the order now that it exists
 * (pushFilesToPedido), one after the other, each with its progress bar. A document that fails, or one chosen
 * before a reload (the file is gone), is sent from the order's detail instead, which this links to.
 */
export function PendingUploads({ order }: { order: Pick<Order, 'order_id' | 'items'> }) {
  const t = useT();
  const text = useMessages(paymentText);
  const [uploads, setUploads] = useState<Sending[]>(() =>
    pendingUploadsFor(order.items)
      .filter((upload) => uploadProblem(upload.file) === null)
      .map((upload) => ({ ...upload, percent: 0, state: 'waiting' })),
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current || uploads.length === 0) return;
    started.current = true;
    const update = (index: number, patch: Partial<Sending>) =>
      setUploads((known) => known.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
    void (async () => {
      for (const [index, upload] of uploads.entries()) {
        update(index, { state: 'sending' });
        try {
          await pushFilesToPedido(order.order_id, upload.file, {
            itemId: upload.itemId,
            reportFailure: false,
            onProgress: (loaded, total) => update(index, { percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
          });
          forgetPendingUpload(upload);
          update(index, { state: 'done', percent: 100 });
        } catch {
          update(index, { state: 'failed' });
        }
      }
    })();
  }, [order.order_id, uploads]);

  if (uploads.length === 0) return null;
  return (
    <section aria-labelledby="pending-uploads-title">
      <h2 id="pending-uploads-title" className={styles.subtitle}>
        {text('uploadsTitle')}
      </h2>
      <ul className={styles.methods}>
        {uploads.map((upload) => (
          <li key={`${upload.productId}:${upload.optionId}`}>
            {upload.state === 'done' ? (
              <p role="status">{t('upload.done', { name: upload.file.name })}</p>
            ) : upload.state === 'failed' ? (
              <p role="alert">
                {text('uploadFailedLater', { name: upload.file.name })}{' '}
                <Link className={styles.link} to={ROUTES.account.order(order.order_id)}>
                  {t('common.order', { orderId: order.order_id })}
                </Link>
              </p>
            ) : (
              <ProgressBar label={t('upload.sending', { name: upload.file.name })} percent={upload.percent} look="labelled" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
