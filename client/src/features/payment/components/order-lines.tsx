import type { ReactNode } from 'react';
import { vatBreakdown } from '#contracts/rules/order-rules.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

export interface OrderLine {
  id: string;
  name: ReactNode;
  /** Under the name, smaller: what the item is (its answers), when the document arrives. */
  detail?: ReactNode;
  /** VAT included; undefined when the backend gave none. */
  price: number | undefined;
}

/**
 * What is bought, a line each with its price, then the total and the VAT it includes at the store's rate
 * (spec 9: prices include VAT). The payment pages and the success page show the same lines. A total the backend did not
 * give (null: an order read from its items, api/load-order.ts) is not shown, never added up here.
 */
export function OrderLines({ lines, total, vatRate }: { lines: readonly OrderLine[]; total: number | null; vatRate: number }) {
  const text = useMessages(paymentText);
  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <div className={styles.lineName}>
              {line.name}
              {line.detail ? <div className={styles.lineDetail}>{line.detail}</div> : null}
            </div>
            <span className={styles.linePrice}>{line.price === undefined ? '' : formatEuro(line.price)}</span>
          </li>
        ))}
      </ul>
      {total !== null && (
        <div className={styles.totals}>
          <strong className={styles.total}>{text('total', { amount: formatEuro(total) })}</strong>
          <span className={styles.vat}>
            {text('vatIncluded', { vat: formatEuro(vatBreakdown(total, vatRate).vat), rate: Math.round(vatRate * 100) })}
          </span>
        </div>
      )}
    </>
  );
}
