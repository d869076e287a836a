import { useState } from 'react';
import type { ItemOption } from '#contracts/api/cart.ts';
import type { GenericValue } from '#contracts/api/generic.ts';
import type { Product } from '#contracts/api/product.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { type Answers, answer, applyVisibility, isOptionVisible, valuesOfAnswers } from '#contracts/rules/generic-product-rules.ts';
import { type TypedSearches, fieldIdOf, optionErrors } from '../lib/generic-rules.ts';
import { useOptionErrorTexts } from '../hooks/use-option-texts.ts';
import { priceOfAnswers, withChoicesKeepingPrice } from '../lib/price-kept.ts';
import { productText } from '../messages.ts';
import { useFieldsOfFirstRender } from './lazy-option-fields.tsx';
import { OptionField } from './option-field.tsx';
import * as styles from './product-flow.css.ts';

/** The answers of an item, as the form starts with them. */
export function answersOfItem(product: Product, options: readonly ItemOption[]): Answers {
  return applyVisibility(product, Object.fromEntries(options.map((option) => [option.option_id, option.value])));
}

/**
 * Every option of a product on one form (the generic edit dialog, and the update of an order): visible options
 * in catalogue order, required ones enforced. Save sends the answers as generic values. With `pricePaid` (an item of
 * a paid order, which keeps its price: mayRepriceOrderItem), a choice that would change the price is not offered, and
 * answers at another price are not sent: the form says why instead (issue 41).
 */
export function OptionsForm({
  product,
  initial,
  onSave,
  onCancel,
  pricePaid,
}: {
  product: Product;
  initial: Answers;
  onSave: (values: GenericValue[]) => Promise<void>;
  onCancel?: () => void;
  pricePaid?: number | undefined;
}) {
  const t = useT();
  const text = useMessages(productText);
  const errorTexts = useOptionErrorTexts();
  const [answers, setAnswers] = useState<Answers>(initial);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Text typed in a searched option without picking a suggestion: its error says it is not in the list. */
  const [typed, setTyped] = useState<TypedSearches>({});
  const [otherPrice, setOtherPrice] = useState<number | null>(null);
  const offered = pricePaid === undefined ? product : withChoicesKeepingPrice(product, answers, pricePaid);
  const options = offered.options.filter((option) => !option.embedded_hidden && isOptionVisible(product, option, answers));
  useFieldsOfFirstRender(options);
  const errors = optionErrors(options, answers, errorTexts, typed);
  const firstError = options.find((option) => errors[fieldIdOf(option)]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (firstError) {
          document.getElementById(fieldIdOf(firstError))?.focus();
          return;
        }
        const price = priceOfAnswers(product, answers);
        if (pricePaid !== undefined && price !== pricePaid) {
          setOtherPrice(price);
          return;
        }
        setOtherPrice(null);
        const values = valuesOfAnswers(product, answers);
        setSaving(true);
        void onSave(values).finally(() => setSaving(false));
      }}
    >
      {options.map((option) => (
        <OptionField
          key={option.option_id}
          product={offered}
          option={option}
          answers={answers}
          error={attempted ? errors[fieldIdOf(option)] : undefined}
          onChange={(value) => setAnswers((current) => answer(product, current, option.option_id, value))}
          onAnswer={(optionId, value) => setAnswers((current) => answer(product, current, optionId, value))}
          onTextChange={(text) =>
            setTyped((current) => (current[option.option_id] === text ? current : { ...current, [option.option_id]: text }))
          }
        />
      ))}
      {otherPrice !== null && pricePaid !== undefined ? (
        <p role="alert">{text('pricePaidKept', { price: formatEuro(otherPrice), paid: formatEuro(pricePaid) })}</p>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" isDisabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
