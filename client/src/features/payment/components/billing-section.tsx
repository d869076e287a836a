import { useState } from 'react';
import type { BillingRecord } from '../../../api/client-record-outcome.ts';
import { useClientRecord } from '../../../api/get-client.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { paymentText } from '../messages.ts';
import { BillingForm } from './billing-form.tsx';
import * as styles from './payment.css.ts';

/**
 * The success page's billing details (issue 12: no empty fields): the record the customer gave, as text,
 * with a way to change it; without one, an optional "add billing details" that opens the form.
 */
export function BillingSection() {
  const t = useT();
  const text = useMessages(paymentText);
  const load = useClientRecord();
  // what was saved here wins over the record loaded on mount
  const [savedRecord, setSavedRecord] = useState<BillingRecord | null>(null);
  const [editing, setEditing] = useState(false);
  const preferredPaymentText = ({ payment }: BillingRecord) => {
    const method = payment.preferred_payment === 'none' ? text('preferredNone') : text(`method.${payment.preferred_payment}`);
    const ending = payment.bank_account_ending;
    return ending === undefined ? method : `${method}. ${text('bankAccountKept', { ending })}`;
  };
  if (load.status === 'loading') return null;
  const client = savedRecord ?? (load.status === 'ready' ? load.data.client : null);
  const regions = load.status === 'ready' ? load.data.regions : [];
  const rows: [string, string][] = client
    ? [
        [text('billingName'), client.name],
        [text('billingTaxId'), client.taxId],
        [t('common.address'), [client.address, `${client.postalCode} ${client.city}`, client.province].join(', ')],
        [t('common.email'), client.email],
        [text('billingPhone'), client.phone],
        [text('preferredPayment'), preferredPaymentText(client)],
      ]
    : [];
  return (
    <section aria-labelledby="billing-title" className={styles.form}>
      <h2 id="billing-title" className={styles.subtitle}>
        {text('billingTitle')}
      </h2>
      {editing ? (
        <BillingForm
          initial={client}
          regions={regions}
          onSaved={(record) => {
            setSavedRecord(record);
            setEditing(false);
          }}
        />
      ) : (
        <>
          {client ? (
            <dl className={styles.details}>
              {rows.map(([term, value]) => (
                <div key={term} className={styles.detailRow}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.detailValue}>{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.hint}>{text('billingOptional')}</p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {client ? text('billingEdit') : text('billingAdd')}
            </Button>
          </div>
        </>
      )}
      <p role="status">{savedRecord && !editing ? text('billingSaved') : ''}</p>
    </section>
  );
}
