import { useSnapshot } from 'valtio';
import { normaliseTaxId } from '#contracts/rules/spanish-tax-ids.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { AnswerList, type AnswerRow } from '../../../ui/answer-list.tsx';
import { PriceBreakdown } from '../../../wizard/price-breakdown.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { queryFlow, searchPriceLines } from '../lib/query-flow.ts';
import { queryText } from '../messages.ts';
import { useCountLabel, usePropertySearchPrice } from './price-explanation.tsx';
import { QueryStep } from './query-step.tsx';

/** step7: the search as it will be requested, each answer with a way back to its step, the price breakdown, and Add to cart. */
export function ReviewStep() {
  const t = useT();
  const text = useMessages(queryText);
  const countLabel = useCountLabel();
  const { form } = useSnapshot(queryFlow.state);
  const prices = usePropertySearchPrice();
  const validation = useStepValidation({});
  const company = form.tipo === 'empresa';
  const change = (step: string) => ({ to: queryFlow.path(step), label: t('common.change') });
  const rows: AnswerRow[] = [
    {
      key: 'holder',
      label: t('common.owner'),
      value: company ? form.nombre_empresa : form.nombre_persona.trim(),
      change: change('step3'),
    },
    { key: 'taxId', label: text('reviewTaxId'), value: normaliseTaxId(company ? form.cif_empresa : form.dni), change: change('step4') },
    {
      key: 'count',
      label: text('reviewCount'),
      value: form.num_propiedades === '' ? '' : countLabel(form.num_propiedades),
      change: change('step5'),
    },
  ];
  const count = form.num_propiedades;
  return (
    <QueryStep
      step="step7"
      heading={text('reviewHeading')}
      validation={validation}
      runningPrice={false}
      continueLabel={t('common.addToCart')}
    >
      <AnswerList rows={rows} />
      {prices === null || count === '' ? (
        <p role="status">{text('priceLoading')}</p>
      ) : (
        <PriceBreakdown
          lines={searchPriceLines(count, prices, {
            service: text('lineService'),
            properties: (properties) => text('lineProperties', { count: properties, perProperty: formatEuro(prices.perProperty) }),
          })}
          note={
            count === 'todas'
              ? text('priceAll', { service: formatEuro(prices.service), perProperty: formatEuro(prices.perProperty) })
              : undefined
          }
        />
      )}
    </QueryStep>
  );
}
