import { useSnapshot } from 'valtio';
import { vatBreakdown, vatRateOfStore } from '#contracts/rules/order-rules.ts';
import type { PriceLine } from '#contracts/rules/pricing.ts';
import { roundMoney } from '#contracts/rules/money.ts';
import { useMessages } from '../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { configState } from '../stores/config-store.ts';
import { wizardText } from './messages.ts';
import * as styles from './price-breakdown.css.ts';

export interface PriceBreakdownProps {
  /** Each priced part (the service, the urgency, a priced answer); they add up to the total. */
  lines: readonly PriceLine[];
  /** What the total does not cover yet, e.g. each property found of a search for all of them. */
  note?: string | undefined;
}

/**
 * The price on a review or confirmation step: each priced line, the total, and the VAT it includes the way the
 * store's country writes it (Spain 'IVA incluido (21 %)' with the base and the IVA, Portugal 'IVA incluído
 * (23%)', English stores 'VAT included (21%)'); the rate is the store's (contracts/order-rules.ts).
 */
export function PriceBreakdown({ lines, note }: PriceBreakdownProps) {
  const text = useMessages(wizardText);
  const { store_id } = useSnapshot(configState).config;
  const total = roundMoney(lines.reduce((sum, line) => sum + line.amount, 0));
  const rate = vatRateOfStore(store_id);
  const { base, vat } = vatBreakdown(total, rate);
  return (
    <section className={styles.section} aria-labelledby="price-breakdown-heading">
      <h2 id="price-breakdown-heading" className={styles.heading}>
        {text('breakdownHeading')}
      </h2>
      <table className={styles.table}>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row" className={styles.label}>
                {line.label}
              </th>
              <td className={styles.amount}>{formatEuro(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" className={styles.label}>
              {text('breakdownTotal')}
            </th>
            <td className={styles.amount}>{formatEuro(total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>{text('breakdownVat', { rate: Math.round(rate * 100), base: formatEuro(base), vat: formatEuro(vat) })}</p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}
