import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import type { Product } from '#contracts/api/product.ts';
import { priceOfGenericItem } from '#contracts/rules/pricing.ts';
import { useT } from '../../../i18n/use-t.ts';
import { htmlToText } from '../lib/html-text.ts';
import { showPoliteModal } from '../../../stores/polite-modal-store.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import { commitStep, optionsOnStep, stepsOf } from '#contracts/rules/generic-product-rules.ts';
import {
  CONFIRMATION_STEP,
  type ProductFlowForm,
  continueFromStep,
  productFlow,
  productStepPath,
  startProductFlow,
} from '../lib/product-flow.ts';
import { FlowOptionFields, useOptionsValidation } from './flow-option-fields.tsx';
import { useFieldsOfFirstRender } from './lazy-option-fields.tsx';
import * as styles from './product-flow.css.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/**
 * One step of the generic flow: the options asked on it, the running price, exit (its message in the polite modal,
 * then on the page with the way back to the services) and early checkout.
 */
export function QuestionStep({ product, step, form }: { product: Product; step: number; form: Snapshot<ProductFlowForm> }) {
  const t = useT();
  const withQuery = useKeepQuery();
  const goTo = useGoToStep();
  const [exit, setExit] = useState<string | null>(null);
  const answers = form.answers;
  const steps = stepsOf(product);
  const position = steps.indexOf(step);
  const options = optionsOnStep(product, step, answers);
  useFieldsOfFirstRender(options);
  const validation = useOptionsValidation(options, answers);
  const preview = commitStep(product, form.values, step, answers);
  const pathOf = (id: string) => productStepPath(product.product_id, id);
  const hasQuestions = (candidate: number) => optionsOnStep(product, candidate, answers).length > 0;
  const previous = steps.slice(0, position).reverse().find(hasQuestions);

  function onContinue() {
    startProductFlow(product);
    for (const laterStep of steps.slice(position + 1)) productFlow.validate(String(laterStep), false);
    productFlow.validate(CONFIRMATION_STEP, false);
    const outcome = continueFromStep(product, productFlow.state.form.values, step, productFlow.state.form.answers);
    productFlow.update({ values: outcome.values });

    if (outcome.kind === 'exit') {
      // The backend's message may be HTML: the polite modal shows it sanitized; the page keeps its words after it closes.
      productFlow.validate(String(step), false);
      setExit(htmlToText(outcome.message));
      showPoliteModal({ html: outcome.message });
      return;
    }
    if (outcome.kind === 'redirect') {
      goTo(ROUTES.product.start(outcome.productId));
      return;
    }
    // Steps left without a question (or skipped by early checkout) are answered by their defaults and count as done.
    for (const answered of outcome.answered) productFlow.validate(answered);
    goTo(pathOf(outcome.next));
  }

  if (exit) {
    return (
      <section className={styles.exit} aria-labelledby="exit-heading">
        <h1 id="exit-heading">{product.name}</h1>
        <p role="alert">{exit}</p>
        <LinkButton to={withQuery(ROUTES.services)} onClick={() => productFlow.reset()}>
          {t('common.backToServices')}
        </LinkButton>
      </section>
    );
  }

  return (
    <WizardStep
      stepNumber={position + 1}
      stepCount={steps.length + 1}
      heading={product.name}
      backTo={previous === undefined ? undefined : pathOf(String(previous))}
      validation={validation}
      onContinue={onContinue}
      price={{ amount: priceOfGenericItem(product, preview) }}
      aside={position === 0 && product.question_on_start ? <p className={styles.intro}>{product.question_on_start}</p> : undefined}
    >
      <FlowOptionFields product={product} options={options} answers={answers} errors={validation.visible} onTyped={validation.onTyped} />
    </WizardStep>
  );
}
