import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { UploadedFile } from '#contracts/api/cart.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, uploadProblem } from '#contracts/rules/uploads.ts';
import { useProductResource } from '../../../api/get-product.ts';
import { UploadError, pushFilesToPedido } from '../../../api/push-files-to-pedido.ts';
import { DEDICATED_FLOW_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { useLanguage, useMessages, useT } from '../../../i18n/use-t.ts';
import { formatDateTime, formatFileSize } from '../../../lib/format-date.ts';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import type { OrderItem } from '../lib/order-groups.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';

type Phase =
  | { name: 'idle' }
  | { name: 'sending'; loaded: number; total: number }
  | { name: 'done'; fileName: string }
  | { name: 'failed'; message: string }
  | { name: 'canceled' };

/**
 * The documents an order item needs from the buyer (options of type file): the ones sent so far, and one more
 * sent with a real progress bar (upload progress events), a cancel, a retry after a failure, and the limits
 * (size, type) checked before anything is sent. Shown for an item that already lists documents, or whose
 * (generic) product asks for a file.
 */
export function UploadPanel({ orderId, item }: { orderId: string; item: OrderItem }) {
  if ((item.extra.files ?? []).length > 0) return <Uploader orderId={orderId} item={item} />;
  if (DEDICATED_FLOW_PRODUCT_IDS.includes(item.product_id)) return null;
  return <UploaderIfProductAsks orderId={orderId} item={item} />;
}

function UploaderIfProductAsks({ orderId, item }: { orderId: string; item: OrderItem }) {
  const product = useProductResource(item.product_id);
  const asksForFile = product.status === 'ready' && (product.data?.options ?? []).some((option) => option.type === 'file');
  return asksForFile ? <Uploader orderId={orderId} item={item} /> : null;
}

function Uploader({ orderId, item }: { orderId: string; item: OrderItem }) {
  const t = useT();
  const text = useMessages(accountText);
  const language = useLanguage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [sent, setSent] = useState<UploadedFile[]>([]);
  const controller = useRef<AbortController | null>(null);
  const files = [
    ...(item.extra.files ?? []),
    ...sent.filter((entry) => !(item.extra.files ?? []).some((known) => known.file_id === entry.file_id)),
  ];
  const max = formatFileSize(MAX_UPLOAD_BYTES, language);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setPhase({ name: 'idle' });
    setProblem(chosen ? problemText(chosen) : '');
  }

  function problemText(chosen: File): string {
    const name = chosen.name;
    switch (uploadProblem(chosen)) {
      case 'type':
        return text('uploadWrongType', { name });
      case 'empty':
        return text('uploadEmpty', { name });
      case 'too-large':
        return text('uploadTooLarge', { name, size: formatFileSize(chosen.size, language), max });
      default:
        return '';
    }
  }

  async function send() {
    if (file === null) {
      setProblem(text('uploadChooseFirst'));
      return;
    }
    const found = problemText(file);
    setProblem(found);
    if (found) return;
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ name: 'sending', loaded: 0, total: file.size });
    try {
      const answer = await pushFilesToPedido(orderId, file, {
        itemId: item.id,
        signal: abort.signal,
        reportFailure: false,
        onProgress: (loaded, total) => setPhase({ name: 'sending', loaded, total }),
      });
      setSent((known) => [...known, ...answer.files]);
      setPhase({ name: 'done', fileName: file.name });
      setFile(null);
    } catch (error) {
      if (abort.signal.aborted) setPhase({ name: 'canceled' });
      else if (error instanceof UploadError && (error.status === 413 || error.status === 415) && error.serverMessage)
        setPhase({ name: 'failed', message: text('uploadRefused', { name: file.name, reason: error.serverMessage }) });
      else setPhase({ name: 'failed', message: text('uploadFailed', { name: file.name }) });
    } finally {
      controller.current = null;
    }
  }

  const percent = phase.name === 'sending' && phase.total > 0 ? Math.min(100, Math.round((phase.loaded / phase.total) * 100)) : 0;
  const inputId = `${id}-file`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subheading}>
        {text('uploadsHeading')}
      </h3>
      {files.length === 0 ? (
        <p className={styles.muted}>{text('noUploads')}</p>
      ) : (
        <ul>
          {files.map((entry) => (
            <li key={entry.file_id}>
              {text('uploadedOn', {
                name: entry.name,
                size: formatFileSize(entry.size, language),
                date: formatDateTime(entry.uploaded_at, language),
              })}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className={styles.term}>
        {text('uploadLabel', { name: item.product_name })}
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        {text('uploadHint', { size: max })}
      </p>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        className={styles.fileInput}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={problem ? true : undefined}
        disabled={phase.name === 'sending'}
        onChange={choose}
      />
      <p id={`${id}-problem`} role="alert" className={styles.error}>
        {problem}
      </p>
      {phase.name === 'sending' ? (
        <div className={styles.progress}>
          <ProgressBar label={t('upload.sending', { name: file?.name ?? '' })} percent={percent} />
          <p className={styles.actions}>
            <span>{`${percent} %`}</span>
            <Button variant="secondary" onPress={() => controller.current?.abort()}>
              {t('common.cancel')}
            </Button>
          </p>
        </div>
      ) : (
        <p className={styles.actions}>
          <Button onPress={() => void send()}>{phase.name === 'failed' ? t('common.retry') : text('upload')}</Button>
        </p>
      )}
      <div role="status">
        {phase.name === 'done' && t('upload.done', { name: phase.fileName })}
        {phase.name === 'canceled' && text('uploadCanceled')}
      </div>
      {phase.name === 'failed' && (
        <p role="alert" className={styles.error}>
          {phase.message}
        </p>
      )}
    </section>
  );
}
