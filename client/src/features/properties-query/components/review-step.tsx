import { useSnapshot } from 'valtio';
import { normaliseTaxId } from '#contracts/spanish-tax-ids.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { queryFlow } from '../lib/query-flow.ts';
import { queryText } from '../messages.ts';
import { useCountLabel, usePropertySearchPrice } from './price-explanation.tsx';
import { QueryStep } from './query-step.tsx';
import { AnswerList } from '../../../ui/answer-list.tsx';

/** step7: the search as it will be requested, its price, and the add-to-cart button. */
export function ReviewStep() {
  const t = useT();
  const text = useMessages(queryText);
  const countLabel = useCountLabel();
  const { form } = useSnapshot(queryFlow.state);
  const price = usePropertySearchPrice();
  const validation = useStepValidation({});
  const company = form.tipo === 'empresa';
  const rows: [string, string][] = [
    [text('reviewHolder'), company ? form.nombre_empresa : form.nombre_persona.trim()],
    [text('reviewTaxId'), normaliseTaxId(company ? form.cif_empresa : form.dni)],
    [text('reviewCount'), form.num_propiedades === '' ? '' : countLabel(form.num_propiedades)],
  ];
  if (price !== null && price.total !== null) rows.push([text('reviewPrice'), formatPrice(price.total)]);
  return (
    <QueryStep step="step7" heading={text('reviewHeading')} validation={validation} continueLabel={t('common.addToCart')}>
      <AnswerList rows={rows.map(([label, value]) => ({ key: label, label, value }))} />
    </QueryStep>
  );
}
