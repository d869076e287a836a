import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyFramed } from '../../ui/lazy-screen.ts';
import type { NoteStep } from './lib/note-flow.ts';

// The route table only: the flow, its guard and each screen load with the screen (ui/lazy-screen.ts).
const frame = async () => (await import('./components/note-route.tsx')).NoteRoute;
const stepFrame = async () => (await import('./components/note-route.tsx')).NoteStepRoute;
const ownerSteps = () => import('./components/owner-steps.tsx');
const propertySteps = () => import('./components/property-steps.tsx');
const serviceSteps = () => import('./components/service-steps.tsx');
const reviewSteps = () => import('./components/review-steps.tsx');

const step = (id: NoteStep, load: () => Promise<ComponentType>) => lazyFramed(stepFrame, { step: id }, load);

const SCREENS: Record<NoteStep, ReturnType<typeof step>> = {
  step1: step('step1', async () => (await ownerSteps()).OwnerKnownStep),
  step2: step('step2', async () => (await ownerSteps()).OwnerNameStep),
  step3: step('step3', async () => (await propertySteps()).AddressStep),
  step4: step('step4', async () => (await propertySteps()).MunicipalityStep),
  step41: step('step41', async () => (await serviceSteps()).UrgencyStep),
  step42: step('step42', async () => (await serviceSteps()).RegistryDataStep),
  step5: step('step5', async () => (await reviewSteps()).ReviewStep),
  step6: step('step6', async () => (await reviewSteps()).ConfirmStep),
};
const IntroStep = lazyFramed(frame, {}, async () => (await import('./components/intro-step.tsx')).IntroStep);
const AddNoteScreen = lazyFramed(frame, {}, async () => (await import('./components/add-note-screen.tsx')).AddNoteScreen);
const CorrectNoteScreen = lazyFramed(frame, {}, async () => (await import('./components/correct-note-screen.tsx')).CorrectNoteScreen);

const title = 'common.requestNote' satisfies PlainMessageKey;

/** spec 2 "Wizards: simple note": step0, the guarded steps 1 to 6 with 41 and 42, then cart/add/ns. */
export const simpleNoteRoutes: RouteObject[] = [
  { path: ROUTES.simpleNote.intro, element: <IntroStep />, handle: { title, hideNoteButton: true, preload: IntroStep.preload } },
  ...(Object.entries(SCREENS) as [NoteStep, (typeof SCREENS)[NoteStep]][]).map(([id, Screen]) => ({
    path: ROUTES.simpleNote.step(id),
    element: <Screen />,
    handle: { title, hideNoteButton: true, preload: Screen.preload },
  })),
  {
    path: ROUTES.simpleNote.addToCart,
    element: <AddNoteScreen />,
    handle: { title: 'common.addToCart' satisfies PlainMessageKey, preload: AddNoteScreen.preload },
  },
  {
    // correcting a Nota Simple already ordered (updatePedidoNS), linked from the order detail (docs/decisions/038)
    path: ROUTES.simpleNote.correctPattern,
    element: <CorrectNoteScreen />,
    handle: { title: 'title.order' satisfies PlainMessageKey, hideNoteButton: true, preload: CorrectNoteScreen.preload },
  },
];
