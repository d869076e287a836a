import type { ReactNode } from 'react';
import { SpanishStoresOnly } from '../../../guards/spanish-stores-only.tsx';
import { StepGuard } from '../../../wizard/step-guard.tsx';
import { useMunicipalityPrefill } from '../hooks/use-municipality-prefill.ts';
import { noteFlow, type NoteStep } from '../lib/note-flow.ts';

/** Every Nota Simple route: Spanish stores only, and the municipality of a landing page filled in. */
export function NoteRoute({ children }: { children: ReactNode }) {
  useMunicipalityPrefill();
  return <SpanishStoresOnly>{children}</SpanishStoresOnly>;
}

/** A guarded step of the wizard: it shows once every earlier step is valid. */
export function NoteStepRoute({ step, children }: { step: NoteStep; children: ReactNode }) {
  return (
    <NoteRoute>
      <StepGuard flow={noteFlow} step={step}>
        {children}
      </StepGuard>
    </NoteRoute>
  );
}
