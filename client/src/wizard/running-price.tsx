import { useEffect, useRef, useState } from 'react';
import { useMessages, useT } from '../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { visuallyHidden } from '../ui/visually-hidden.css.ts';
import { wizardText } from './messages.ts';
import * as styles from './running-price.css.ts';

export interface RunningPriceProps {
  /** The all-in price of the answers so far; null while the catalogue price loads (the box keeps its height). */
  amount: number | null;
  /** True while answers still to come add to it: shown as 'desde 12 €'. */
  from?: boolean | undefined;
}

/**
 * The all-in price so far, VAT included, on every step of every wizard (under the step's heading, so a phone
 * shows it without scrolling). It is not a live region itself: a step that opens with a price is not
 * announced; a price that changes while the buyer is on the step is, politely, once.
 */
export function RunningPrice({ amount, from = false }: RunningPriceProps) {
  const t = useT();
  const text = useMessages(wizardText);
  const shown = amount === null ? null : from ? t('common.priceFrom', { price: formatEuro(amount) }) : formatEuro(amount);
  const announcement = useChangeAnnouncement(shown === null ? null : `${text('runningPrice')}: ${shown}`);
  return (
    <div className={styles.box} role="group" aria-labelledby="running-price-label" aria-busy={shown === null}>
      <span id="running-price-label" className={styles.label}>
        {text('runningPrice')}
      </span>
      <span className={styles.amount}>{shown}</span>
      <span className={styles.vat}>{text('vatIncluded')}</span>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

/** The text to announce: empty until `current` changes from one known value to another while mounted. */
function useChangeAnnouncement(current: string | null): string {
  const previous = useRef(current);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (previous.current !== null && current !== null && previous.current !== current) setAnnouncement(current);
    if (current !== null) previous.current = current;
  }, [current]);
  return announcement;
}
