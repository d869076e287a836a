import { useLanguage } from '../../../i18n/use-t.ts';
import type { OrderItem } from '../lib/order-groups.ts';
import { statusDisplay } from '../lib/status-display.ts';
import * as styles from './account.css.ts';

/** spec 4: an item's status label with the spec's CSS class (incompleto, disponible, tramitandose). */
export function StatusBadge({ item, orderId }: { item: OrderItem; orderId: string }) {
  const { label, cssClass } = statusDisplay(item, orderId, useLanguage());
  return <span className={cssClass ? `${styles.badge} ${cssClass}` : styles.badge}>{label}</span>;
}
