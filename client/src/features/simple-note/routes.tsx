import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { StepGuard } from '../../wizard/step-guard.tsx';
import { useMunicipalityPrefill } from './hooks/use-municipality-prefill.ts';
import { type NoteStep, notePath, noteFlow } from './lib/note-flow.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { SpanishStoresOnly } from '../../lib/spanish-stores-only.tsx';

const AddNoteScreen = lazyScreen(() => import('./components/add-note-screen.tsx'), 'AddNoteScreen');
const IntroStep = lazyScreen(() => import('./components/intro-step.tsx'), 'IntroStep');
const AddressStep = lazyScreen(() => import('./components/property-steps.tsx'), 'AddressStep');
const MunicipalityStep = lazyScreen(() => import('./components/property-steps.tsx'), 'MunicipalityStep');
const OwnerKnownStep = lazyScreen(() => import('./components/owner-steps.tsx'), 'OwnerKnownStep');
const OwnerNameStep = lazyScreen(() => import('./components/owner-steps.tsx'), 'OwnerNameStep');
const ConfirmStep = lazyScreen(() => import('./components/review-steps.tsx'), 'ConfirmStep');
const ReviewStep = lazyScreen(() => import('./components/review-steps.tsx'), 'ReviewStep');
const RegistryDataStep = lazyScreen(() => import('./components/service-steps.tsx'), 'RegistryDataStep');
const UrgencyStep = lazyScreen(() => import('./components/service-steps.tsx'), 'UrgencyStep');

/** Every Nota Simple route: Spanish stores only, and the municipality of a landing page filled in. */
function NoteRoute({ children }: { children: ReactNode }) {
  useMunicipalityPrefill();
  return <SpanishStoresOnly>{children}</SpanishStoresOnly>;
}

const SCREENS: Record<NoteStep, ComponentType> = {
  step1: OwnerKnownStep,
  step2: OwnerNameStep,
  step3: AddressStep,
  step4: MunicipalityStep,
  step41: UrgencyStep,
  step42: RegistryDataStep,
  step5: ReviewStep,
  step6: ConfirmStep,
};

const handle = { title: 'common.requestNote' satisfies PlainMessageKey, hideNoteButton: true };

/** spec 2 "Wizards: simple note": step0, the guarded steps 1 to 6 with 41 and 42, then cart/add/ns. */
export const simpleNoteRoutes: RouteObject[] = [
  {
    path: 'nota-simple/step0',
    element: (
      <NoteRoute>
        <IntroStep />
      </NoteRoute>
    ),
    handle,
  },
  ...(Object.entries(SCREENS) as [NoteStep, ComponentType][]).map(([step, Screen]) => ({
    path: `nota-simple/${step}`,
    element: (
      <NoteRoute>
        <StepGuard flow={noteFlow} step={step} pathOf={notePath}>
          <Screen />
        </StepGuard>
      </NoteRoute>
    ),
    handle,
  })),
  {
    path: 'cart/add/ns',
    element: (
      <NoteRoute>
        <AddNoteScreen />
      </NoteRoute>
    ),
    handle: { title: 'common.addToCart' satisfies PlainMessageKey },
  },
];
