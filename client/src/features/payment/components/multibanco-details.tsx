import type { MultibancoReference } from '#contracts/api/payment.ts';
import { useLanguage, useMessages } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

/** A Multibanco reference as ATMs and homebanking show it: 9 digits in groups of 3 ('123 456 789'). */
export const formatMultibancoReference = (reference: string): string => reference.replace(/\s/g, '').replace(/(\d{3})(?=\d)/g, '$1 ');

/**
 * Entity, reference, amount and (on the voucher) the date to pay by, written the same way on the voucher and on
 * the success page; the date in the store's language.
 */
export function MultibancoDetails({ reference, withExpiry = false }: { reference: MultibancoReference; withExpiry?: boolean }) {
  const text = useMessages(paymentText);
  const language = useLanguage();
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>{text('entity')}</dt>
      <dd>{reference.entity}</dd>
      <dt className={styles.term}>{text('reference')}</dt>
      <dd>{formatMultibancoReference(reference.reference)}</dd>
      <dt className={styles.term}>{text('amount')}</dt>
      <dd>{formatEuro(reference.amount)}</dd>
      {withExpiry ? (
        <>
          <dt className={styles.term}>{text('expiresAt')}</dt>
          <dd>{new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(reference.expiry))}</dd>
        </>
      ) : null}
    </dl>
  );
}
