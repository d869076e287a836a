import { useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import * as styles from './services-chooser.css.ts';

/** A service's price as the chooser shows it: the lowest price, 'desde' when answers can raise it. */
export interface ServicePriceValue {
  amount: number;
  varies: boolean;
  /** A second line that explains what is added later (the property search's price per property found). */
  note?: string;
}

/**
 * The price line of a service card. Until the price is known the line keeps its height, so the cards do
 * not move when it arrives.
 */
export function ServicePrice({ price, withNote = false }: { price: ServicePriceValue | null; withNote?: boolean }) {
  const t = useT();
  const className = withNote ? styles.priceWithNote : styles.price;
  if (price === null) return <p className={className} aria-hidden="true" />;
  const amount = formatEuro(price.amount);
  return (
    <p className={className}>
      <span className={styles.amount}>{price.varies ? t('common.priceFrom', { price: amount }) : amount}</span>
      {price.note && <span className={styles.priceNote}>{price.note}</span>}
    </p>
  );
}
