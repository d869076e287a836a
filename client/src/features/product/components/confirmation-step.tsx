import { useSnapshot } from 'valtio';
import type { Product } from '#contracts/api/product.ts';
import { priceLinesOfGenericItem } from '#contracts/rules/pricing.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import { AnswerList } from '../../../ui/answer-list.tsx';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import { confirmationOptions, optionsOnStep, stepsOf } from '#contracts/rules/generic-product-rules.ts';
import { printValue } from '../lib/generic-rules.ts';
import { CONFIRMATION_STEP, confirmedValues, productFlow, productStepPath } from '../lib/product-flow.ts';
import { productText } from '../messages.ts';
import { FlowOptionFields, useOptionsValidation } from './flow-option-fields.tsx';
import { PriceBreakdown } from '../../../wizard/price-breakdown.tsx';

/**
 * The generic flow's confirmation: the answers so far, the questions on confirm (and the early-checkout
 * confirmation options when early checkout is ready), the price breakdown with its VAT, and Add to cart. Each
 * answer links back to the step that asked it; Continue there comes back here (lib/review-return.ts). Every required
 * question asked here must be answered (spec 5).
 */
export function ConfirmationStep({ product }: { product: Product }) {
  const t = useT();
  const text = useMessages(productText);
  const goTo = useGoToStep();
  const { form } = useSnapshot(productFlow.state, { sync: true });
  const answers = form.answers;
  const steps = stepsOf(product);
  const questions = confirmationOptions(product, answers);
  const asked = new Set(questions.map((option) => option.option_id));
  const values = confirmedValues(product, form.values, answers);
  const validation = useOptionsValidation(questions, answers);
  const lastAsked = [...steps]
    .reverse()
    .find((step) => productFlow.isStepValid(String(step)) && optionsOnStep(product, step, answers).length > 0);
  const summary = form.values.flatMap((value) => {
    const option = product.options.find((candidate) => candidate.option_id === value.option_id);
    return option && !asked.has(option.option_id) && !option.embedded_hidden && value.value !== ''
      ? [
          {
            key: option.option_id,
            label: option.title,
            value: printValue(option, value.value),
            change: { to: productStepPath(product.product_id, String(option.index)), label: t('common.change') },
          },
        ]
      : [];
  });

  return (
    <WizardStep
      stepNumber={steps.length + 1}
      stepCount={steps.length + 1}
      heading={text('confirmHeading')}
      backTo={lastAsked === undefined ? undefined : productStepPath(product.product_id, String(lastAsked))}
      validation={validation}
      continueLabel={t('common.addToCart')}
      onContinue={() => {
        productFlow.update({ values: confirmedValues(product, productFlow.state.form.values, productFlow.state.form.answers) });
        productFlow.validate(CONFIRMATION_STEP);
        goTo(productStepPath(product.product_id, productFlow.addToCart));
      }}
    >
      <h2>{product.name}</h2>
      {summary.length > 0 ? (
        <section aria-labelledby="answers-heading">
          <h3 id="answers-heading">{text('yourAnswers')}</h3>
          <AnswerList rows={summary} />
        </section>
      ) : null}
      <FlowOptionFields product={product} options={questions} answers={answers} errors={validation.visible} onTyped={validation.onTyped} />
      <PriceBreakdown lines={priceLinesOfGenericItem(product, values)} />
    </WizardStep>
  );
}
