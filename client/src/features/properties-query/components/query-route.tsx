import type { ReactNode } from 'react';
import { SpanishStoresOnly } from '../../../guards/spanish-stores-only.tsx';
import { StepGuard } from '../../../wizard/step-guard.tsx';
import { queryFlow, type QueryStep } from '../lib/query-flow.ts';

/** A guarded step of the properties query: Spanish stores only, once every earlier step is valid. */
export function QueryStepRoute({ step, children }: { step: QueryStep; children: ReactNode }) {
  return (
    <SpanishStoresOnly>
      <StepGuard flow={queryFlow} step={step}>
        {children}
      </StepGuard>
    </SpanishStoresOnly>
  );
}
