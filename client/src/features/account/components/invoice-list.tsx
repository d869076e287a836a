import { useMessages } from '../../../i18n/use-t.ts';
import { useInvoiceLink } from '../hooks/use-invoice-link.ts';
import type { OrderGroup } from '../lib/order-groups.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';

/**
 * The document's own number, for its label: 'F-2025-004512' from 'https://…/facturas/F-2025-004512.pdf',
 * '1400003870' from '…/factura-1400003870.pdf' (the label already says it is an invoice or a credit note).
 */
export function documentNumber(entry: string): string {
  const path = entry.split(/[?#]/)[0] ?? entry;
  const last = path.split(/[/\\]/).filter(Boolean).at(-1) ?? entry;
  return last.replace(/\.pdf$/i, '').replace(/^(factura|abono)[-_]/i, '');
}

/**
 * The order's invoices (facturas) and credit notes (abonos), each opening the link invoice/?order_id= returns
 * (spec 7) in a new tab; the link is asked for when the order shows, so each entry is a real link.
 */
export function InvoiceList({ order }: { order: OrderGroup }) {
  const text = useMessages(accountText);
  const entries = order.items.flatMap((item) => [
    ...(item.extra.facturas ?? []).map((entry) => ({
      key: `f-${item.id}-${entry}`,
      label: text('invoice', { number: documentNumber(entry) }),
    })),
    ...(item.extra.abonos ?? []).map((entry) => ({
      key: `a-${item.id}-${entry}`,
      label: text('creditNote', { number: documentNumber(entry) }),
    })),
  ]);
  const { loading, link } = useInvoiceLink(order.orderId, entries.length > 0);
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="invoices-title">
      <h2 id="invoices-title" className={styles.subheading}>
        {text('invoicesHeading')}
      </h2>
      {loading && <p role="status">{text('openingInvoice')}</p>}
      {!loading && link === null && <p>{text('invoiceMissing')}</p>}
      {link !== null && (
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
