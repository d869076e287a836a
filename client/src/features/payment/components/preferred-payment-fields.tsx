import type { PreferredPayment } from '#contracts/constants/payment-methods.ts';
import { formatIban, ibanOfAccount } from '#contracts/rules/spanish-bank-account.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { readBankAccount } from '../lib/preferred-payment.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

interface PreferredPaymentFieldsProps {
  payments: readonly PreferredPayment[];
  preferred: PreferredPayment;
  onPreferred: (payment: PreferredPayment) => void;
  /** The last four digits of the account the backend keeps, when it keeps one. */
  keptEnding: string | undefined;
  /** The account as typed: this component's caller holds it only until the record is sent. */
  account: string;
  onAccount: (typed: string) => void;
  /** The buyer asked to type another account than the one kept. */
  changing: boolean;
  onChange: () => void;
  /** The form was sent once: show what is wrong. */
  submitted: boolean;
}

/**
 * The preferred payment of the billing record (spec 3 "Customer: payment"), and with a preferred payment by bank the
 * account (entidad, oficina, dc, cuenta) typed as an IBAN or the 20-digit CCC, checked by its control digits as it
 * is typed and read back in its parts and IBAN form; a kept account shows only by its last four digits.
 */
export function PreferredPaymentFields(props: PreferredPaymentFieldsProps) {
  const text = useMessages(paymentText);
  const { payments, preferred, keptEnding, account, changing, submitted } = props;
  const label = (payment: PreferredPayment) => (payment === 'none' ? text('preferredNone') : text(`method.${payment}`));
  const typing = preferred === 'bank' && (keptEnding === undefined || changing);
  const read = readBankAccount(account);
  const shownProblem = 'problem' in read && (submitted || (read.problem === 'invalid' && account.trim() !== '')) ? read.problem : null;

  return (
    <>
      <SelectField
        id="billing-preferred-payment"
        label={text('preferredPayment')}
        placeholder={text('preferredNone')}
        choices={payments.map((payment) => ({ id: payment, label: label(payment) }))}
        value={preferred}
        onChange={(id) => props.onPreferred((payments.find((payment) => payment === id) ?? 'none') as PreferredPayment)}
      />
      {preferred === 'bank' && !typing && keptEnding !== undefined ? (
        <p className={styles.hint}>
          {text('bankAccountKept', { ending: keptEnding })}{' '}
          <Button variant="secondary" onPress={props.onChange}>
            {text('bankAccountChange')}
          </Button>
        </p>
      ) : null}
      {typing ? (
        <>
          <TextField
            id="billing-bank-account"
            label={text('bankAccount')}
            description={
              'account' in read
                ? text('bankAccountRead', { ...read.account, iban: formatIban(ibanOfAccount(read.account)) })
                : text('bankAccountHint')
            }
            value={account}
            onChange={props.onAccount}
            error={shownProblem === null ? undefined : text(`bankAccountError.${shownProblem}`)}
            isRequired
            autoComplete="off"
          />
          <p className={styles.hint}>{text('bankAccountPrivacy')}</p>
        </>
      ) : null}
    </>
  );
}
