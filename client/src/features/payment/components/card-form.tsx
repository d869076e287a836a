import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import * as fieldStyles from '../../../ui/field.css.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { formatEuro } from '#contracts/rules/money.ts';
import { useThirdPartyScript } from '../../../third-party/third-party-libraries.ts';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { cardDigits, expiryProblem, isValidCardNumber, typedCardBrandName } from '../lib/card-number.ts';
import { rememberCard } from '../lib/card-record.ts';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const YEARS_AHEAD = 15;

/** A padlock, drawn for the secure-payment line; the line's text says what it means. */
function Padlock() {
  return (
    <svg className={styles.padlock} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The card form (spec 5): the number with its live validity (Luhn and brand), month and year of expiry.
 * The card provider's script (spec 7) loads with it, through the one loader: the buyer pays once it has loaded (or
 * when this deployment configures none); when it does not load, the form says so, offers to try again or another
 * method, and does not take the card (docs/decisions/038).
 * The brand is named as soon as the first digits tell it; the pay button names the amount (issue 12).
 * What the buyer types stays in this component and the in-memory card record; `onPay` is told to pay.
 */
export function CardForm({ onPay, busy, amount }: { onPay: () => void; busy: boolean; amount: number | null }) {
  const t = useT();
  const text = useMessages(paymentText);
  const withQuery = useKeepQuery();
  const provider = useThirdPartyScript('cardProvider');
  const providerMissing = provider.status === 'failed';
  const expiryErrorId = useId();
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const now = new Date();
  const years = Array.from({ length: YEARS_AHEAD }, (_, i) => String(now.getFullYear() + i));

  const numberValid = isValidCardNumber(number);
  const showNumberState = submitted || cardDigits(number).length >= 12;
  const expiry = expiryProblem(month, year, now);
  const showExpiry = submitted || (month !== '' && year !== '');
  const expiryError = showExpiry && expiry !== null ? text(expiry === 'missing' ? 'expiryMissing' : 'expiryPast') : '';
  const brandName = typedCardBrandName(number);
  const brand = brandName === null ? '' : text('cardBrand', { brand: brandName });
  const numberState = showNumberState && numberValid ? text('cardValid') : '';
  const numberDescription = [brand, numberState].filter(Boolean).join('. ');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!numberValid || expiry !== null || provider.status === 'loading' || providerMissing) return;
    rememberCard({ number: cardDigits(number), month, year });
    setNumber('');
    onPay();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={text('cardTitle')}>
      {providerMissing ? (
        <div role="alert" className={styles.providerMissing}>
          <p>{text('cardProviderFailed')}</p>
          <p className={styles.actions}>
            <Button variant="secondary" onPress={provider.retry}>
              {t('common.retry')}
            </Button>
            <Link className={styles.link} to={withQuery(ROUTES.payment.retry)}>
              {text('chooseOther')}
            </Link>
          </p>
        </div>
      ) : null}
      <p className={styles.hint}>{text('cardHint')}</p>
      <p className={styles.secure}>
        <Padlock />
        <span>{text('securePayment')}</span>
      </p>
      <TextField
        id="card-number"
        label={text('cardNumber')}
        value={number}
        onChange={setNumber}
        error={showNumberState && !numberValid ? text('cardInvalid') : undefined}
        {...(numberDescription ? { description: numberDescription } : {})}
        isRequired
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <fieldset className={fieldStyles.choices} aria-describedby={expiryErrorId}>
        <legend className={fieldStyles.label}>{text('expiry')}</legend>
        <div className={styles.row}>
          <label className={fieldStyles.field}>
            <span>{text('month')}</span>
            <select
              className={styles.select}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              aria-invalid={expiryError !== '' || undefined}
              autoComplete="cc-exp-month"
            >
              <option value="">--</option>
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <label className={fieldStyles.field}>
            <span>{text('year')}</span>
            <select
              className={styles.select}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              aria-invalid={expiryError !== '' || undefined}
              autoComplete="cc-exp-year"
            >
              <option value="">----</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div id={expiryErrorId} className={fieldStyles.errorSlot}>
          {expiryError}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy || providerMissing || provider.status === 'loading'}>
          {busy ? text('working') : amount === null ? text('pay') : text('payAmount', { amount: formatEuro(amount) })}
        </Button>
      </div>
    </form>
  );
}
