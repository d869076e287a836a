import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '#contracts/api/payment.ts';
import { uploadProblem } from '#contracts/rules/uploads.ts';
import { pushFilesToPedido } from '../../../api/push-files-to-pedido.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { type PendingUpload, pendingUploads } from '../../../lib/pending-uploads.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

type Sending = PendingUpload & {
  itemId: string;
  percent: number;
  /** lost: chosen before the buyer left for the provider's page, and the browser could not keep it. */
  state: 'waiting' | 'sending' | 'done' | 'failed' | 'lost';
};

/**
 * The documents the buyer chose in the product's file options, sent to the order now that it exists
 * (pushFilesToPedido), one after the other, each with its progress bar, from this page or from the browser's keeper
 * after a provider's page (lib/pending-uploads.ts). A document that fails, or one the browser could not keep, is
 * sent from the order's detail instead, which this links to.
 */
export function PendingUploads({ order }: { order: Pick<Order, 'order_id' | 'items'> }) {
  const t = useT();
  const text = useMessages(paymentText);
  const withQuery = useKeepQuery();
  const [uploads, setUploads] = useState<Sending[]>([]);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const update = (index: number, patch: Partial<Sending>) =>
      setUploads((known) => known.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
    void (async () => {
      const found: Sending[] = (await pendingUploads.matching(order.items))
        .filter((upload) => upload.file === null || uploadProblem(upload.file) === null)
        .map((upload) => ({ ...upload, percent: 0, state: upload.file === null ? 'lost' : 'waiting' }));
      setUploads(found);
      for (const [index, upload] of found.entries()) {
        // the buyer is told to send it from the order: the name kept for this is no longer needed
        if (upload.file === null) {
          pendingUploads.forget(upload);
          continue;
        }
        update(index, { state: 'sending' });
        try {
          await pushFilesToPedido(order.order_id, upload.file, {
            itemId: upload.itemId,
            reportFailure: false,
            onProgress: (loaded, total) => update(index, { percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
          });
          pendingUploads.forget(upload);
          update(index, { state: 'done', percent: 100 });
        } catch {
          update(index, { state: 'failed' });
        }
      }
    })();
  }, [order.order_id, order.items]);

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
              <p role="status">{t('upload.done', { name: upload.name })}</p>
            ) : upload.state === 'failed' || upload.state === 'lost' ? (
              <p role="alert">
                {text(upload.state === 'lost' ? 'uploadNotKept' : 'uploadFailedLater', { name: upload.name })}{' '}
                <Link className={styles.link} to={withQuery(ROUTES.account.order(order.order_id))}>
                  {t('common.order', { orderId: order.order_id })}
                </Link>
              </p>
            ) : (
              <ProgressBar label={t('upload.sending', { name: upload.name })} percent={upload.percent} look="labelled" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
