import type { ReactNode } from 'react';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import type { StepValidation } from '../../../wizard/use-step-validation.ts';
import { WizardStep } from '../../../wizard/wizard-step.tsx';
import { NOTE_STEPS, type NoteStep as NoteStepId, nextNoteStep, notePath, noteFlow, previousNoteStep } from '../lib/note-flow.ts';

interface NoteStepProps {
  step: NoteStepId;
  heading: string;
  validation: StepValidation;
  aside?: ReactNode;
  continueLabel?: string;
  children?: ReactNode;
}

/** One step of the Nota Simple wizard: 'Paso 3 de 8', back to the previous step, Continue marks it valid and goes on. */
export function NoteStep({ step, heading, validation, aside, continueLabel, children }: NoteStepProps) {
  const goTo = useGoToStep();
  return (
    <WizardStep
      stepNumber={NOTE_STEPS.indexOf(step) + 1}
      stepCount={NOTE_STEPS.length}
      heading={heading}
      backTo={notePath(previousNoteStep(step))}
      validation={validation}
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
