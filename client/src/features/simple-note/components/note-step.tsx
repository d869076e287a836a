import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import type { StepValidation } from '../../../wizard/use-step-validation.ts';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import {
  type NotePrices,
  type NoteStep as NoteStepId,
  nextNoteStep,
  notePath,
  noteFlow,
  previousNoteStep,
  runningNotePrice,
} from '../lib/note-flow.ts';

interface NoteStepProps {
  step: NoteStepId;
  heading: string;
  validation: StepValidation;
  /** False where the step shows the price breakdown instead of the running price. */
  runningPrice?: boolean;
  aside?: ReactNode;
  continueLabel?: string;
  children?: ReactNode;
}

/** The standard and urgent Nota Simple's catalogue prices; null until both are known. */
export function useNotePrices(): NotePrices | null {
  const prices = useProductPrices([PRODUCT_IDS.simpleNote, PRODUCT_IDS.urgentSimpleNote]);
  const standard = prices?.[PRODUCT_IDS.simpleNote];
  const urgent = prices?.[PRODUCT_IDS.urgentSimpleNote];
  return standard === undefined || urgent === undefined ? null : { standard, urgent };
}

/**
 * One step of the Nota Simple wizard: 'Paso 3 de 8' (of the steps the answers call for), the running price,
 * back to the previous step, Continue marks it valid and goes on.
 */
export function NoteStep({ step, heading, validation, runningPrice = true, aside, continueLabel, children }: NoteStepProps) {
  const goTo = useGoToStep();
  const { form, steps } = useSnapshot(noteFlow.state);
  const prices = useNotePrices();
  const price = prices === null ? { amount: null } : runningNotePrice(form, prices);
  return (
    <WizardStep
      stepNumber={steps.indexOf(step) + 1}
      stepCount={steps.length}
      heading={heading}
      backTo={notePath(previousNoteStep(step, steps))}
      validation={validation}
      price={runningPrice ? price : undefined}
      aside={aside}
      {...(continueLabel === undefined ? {} : { continueLabel })}
      onContinue={() => {
        noteFlow.validate(step);
        goTo(notePath(nextNoteStep(step)));
      }}
    >
      {children}
    </WizardStep>
  );
}
