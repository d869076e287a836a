import { Suspense, lazy, useState } from 'react';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { Button } from '../../../ui/button.tsx';
import type { OrderItem } from '../lib/order-groups.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';

// The viewer's code loads only when the buyer asks to see a document (spec 7: the PDF viewer is loaded on demand).
const PdfViewer = lazy(async () => ({ default: (await import('./pdf-viewer.tsx')).PdfViewer }));

/**
 * An item's delivered document (extra.url): a download link, a viewer shown only when asked, and what the
 * registry's document says (docParsedEntities, as entity / text pairs). Only an http(s) link is offered.
 */
export function DeliveredDocument({ item }: { item: OrderItem }) {
  const t = useT();
  const text = useMessages(accountText);
  const [open, setOpen] = useState(false);
  const url = safeHttpUrl(item.extra.url ?? '');
  const entities = (item.extra.docParsedEntities ?? []).filter((entry) => entry.entity.trim() !== '');
  const viewerId = `viewer-${item.id}`;
  return (
    <section className={styles.section} aria-labelledby={`${viewerId}-title`}>
      <h3 id={`${viewerId}-title`} className={styles.subheading}>
        {text('documentsHeading')}
      </h3>
      {url !== null && (
        <p className={styles.actions}>
          <Button variant="secondary" aria-expanded={open} aria-controls={viewerId} onPress={() => setOpen(!open)}>
            {open ? text('hideDocument') : text('viewDocument')}
          </Button>
          <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer" download>
            {text('downloadDocument', { name: item.product_name })}
          </a>
        </p>
      )}
      {url !== null && (
        <div id={viewerId} hidden={!open}>
          {open && (
            <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
              <PdfViewer url={url} title={text('documentViewer', { name: item.product_name })} />
            </Suspense>
          )}
        </div>
      )}
      {entities.length > 0 && (
        <>
          <h4 className={styles.term}>{text('entities')}</h4>
          <dl className={styles.details}>
            {entities.map((entry, index) => (
              <div key={`${entry.entity}-${index}`} className={styles.detailRow}>
                <dt className={styles.term}>{entry.entity}</dt>
                <dd>{entry.text_data}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
