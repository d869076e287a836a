import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ClientUpdateData, Region } from '#contracts/api/customer.ts';
import type { PreferredPayment } from '#contracts/constants/payment-methods.ts';
import type { BillingRecord } from '../../../api/client-record-outcome.ts';
import { clientUpdate } from '../../../api/client-update.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { storeCountry } from '#contracts/constants/stores.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { usePlacesOnField } from '../../../third-party/third-party-libraries.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type BillingField, type BillingForm as Billing, billingErrors, billingFormOf } from '../lib/billing-rules.ts';
import { preferredPaymentsOf, readBankAccount } from '../lib/preferred-payment.ts';
import { paymentText } from '../messages.ts';
import { PreferredPaymentFields } from './preferred-payment-fields.tsx';
import * as styles from './payment.css.ts';

const FIELDS: { field: BillingField; autoComplete: string }[] = [
  { field: 'name', autoComplete: 'organization' },
  { field: 'taxId', autoComplete: 'off' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'province', autoComplete: 'address-level1' },
  { field: 'email', autoComplete: 'email' },
  { field: 'phone', autoComplete: 'tel' },
];

/**
 * The customer's billing record (client / clientupdate, spec 3 and 5): the spec's billing messages,
 * a real tax id check (Spanish CIF/NIF/NIE, Portuguese NIF) and the postal code of the store's country.
 * Where the country has regions (spec 3 "Customer: regions": Spanish provinces, Portuguese districts, from GET
 * client) the province is picked from them and the record carries its region_id.
 * Starts from the record the backend keeps (`initial`, null for none); `onSaved` gets the saved record.
 */
export function BillingForm({
  initial,
  regions,
  onSaved,
}: {
  initial: BillingRecord | null;
  regions: readonly Region[];
  onSaved: (client: BillingRecord) => void;
}) {
  const t = useT();
  const text = useMessages(paymentText);
  const labels: Record<BillingField, string> = {
    name: text('billingName'),
    taxId: text('billingTaxId'),
    address: t('common.address'),
    city: text('billingCity'),
    postalCode: text('billingPostalCode'),
    province: text('billingProvince'),
    email: t('common.email'),
    phone: text('billingPhone'),
  };
  const { config } = useSnapshot(configState);
  const country = storeCountry(config.store_id);
  const [form, setForm] = useState<Billing>(
    initial
      ? billingFormOf(initial)
      : {
          name: '',
          taxId: '',
          address: '',
          city: '',
          postalCode: '',
          province: '',
          email: config.customerEmail,
          phone: '',
          country,
        },
  );
  const [regionId, setRegionId] = useState(
    initial?.region_id ?? regions.find((region) => region.name === initial?.province)?.region_id ?? '',
  );
  const pickRegion = regions.length > 0;
  const places = usePlacesOnField('billing-address');
  const [preferred, setPreferred] = useState<PreferredPayment>(initial?.payment.preferred_payment ?? 'none');
  const keptEnding = initial?.payment.bank_account_ending;
  // The bank account as typed: in this component's state only, sent once and then forgotten (as the card number).
  const [account, setAccount] = useState('');
  const [changingAccount, setChangingAccount] = useState(false);
  const typingAccount = preferred === 'bank' && (keptEnding === undefined || changingAccount);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? billingErrors(form) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(billingErrors(form)).length > 0) return;
    const bank = typingAccount ? readBankAccount(account) : null;
    if (bank !== null && !('account' in bank)) return;
    try {
      const record: ClientUpdateData = {
        ...form,
        ...(pickRegion && regionId !== '' ? { region_id: regionId } : {}),
        // the contact's names the backend keeps, which this form does not ask (decision 038)
        ...(initial?.firstname === undefined ? {} : { firstname: initial.firstname }),
        ...(initial?.lastname === undefined ? {} : { lastname: initial.lastname }),
        payment: { preferred_payment: preferred, ...(bank === null ? {} : { bank: bank.account }) },
      };
      const answer = await clientUpdate(record);
      setAccount('');
      setChangingAccount(false);
      if (answer.ok && answer.client !== null) onSaved(answer.client);
    } catch {
      // the API module has logged it and shows the error
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="billing-title">
      {FIELDS.map(({ field, autoComplete }) =>
        field === 'province' && pickRegion ? (
          <SelectField
            key={field}
            id="billing-province"
            label={labels.province}
            placeholder={text('billingRegionPlaceholder')}
            choices={regions.map((region) => ({ id: region.region_id, label: region.name }))}
            value={regionId}
            onChange={(id) => {
              setRegionId(id);
              setForm({ ...form, province: regions.find((region) => region.region_id === id)?.name ?? '' });
            }}
            error={errors.province ? text('billingError.province') : undefined}
            isRequired
          />
        ) : (
          <TextField
            key={field}
            id={`billing-${field}`}
            label={labels[field]}
            value={form[field]}
            onChange={(value) => setForm({ ...form, [field]: value })}
            error={errors[field] ? text(`billingError.${field}`) : undefined}
            isRequired
            autoComplete={autoComplete}
            {...(field === 'address' && places === 'failed' ? { description: t('common.addressSuggestionsOff') } : {})}
          />
        ),
      )}
      <PreferredPaymentFields
        payments={preferredPaymentsOf(config.store_id)}
        preferred={preferred}
        onPreferred={setPreferred}
        keptEnding={keptEnding}
        account={account}
        onAccount={setAccount}
        changing={changingAccount}
        onChange={() => setChangingAccount(true)}
        submitted={submitted}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {text('billingSave')}
        </Button>
      </div>
    </form>
  );
}
