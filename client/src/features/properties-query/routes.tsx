import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { type PreloadableComponent, lazyFramed } from '../../ui/lazy-screen.ts';
import type { LocatedStep } from './lib/located-flow.ts';
import type { QueryStep } from './lib/query-flow.ts';

// The route table only: the flow, its guard and each screen load with the screen (ui/lazy-screen.ts).
const stepFrame = async () => (await import('./components/query-route.tsx')).QueryStepRoute;
const storeFrame = async () => (await import('../../guards/spanish-stores-only.tsx')).SpanishStoresOnly;
const querySteps = () => import('./components/query-steps.tsx');

const step = (id: QueryStep, load: () => Promise<ComponentType>) => lazyFramed(stepFrame, { step: id }, load);

const SCREENS: Record<QueryStep, ReturnType<typeof step>> = {
  step1: step('step1', async () => (await querySteps()).IntroStep),
  step2: step('step2', async () => (await querySteps()).HolderStep),
  step3: step('step3', async () => (await querySteps()).NameStep),
  step4: step('step4', async () => (await querySteps()).TaxIdStep),
  step5: step('step5', async () => (await querySteps()).CountStep),
  step6: step('step6', async () => (await querySteps()).PriceStep),
  step7: step('step7', async () => (await import('./components/review-step.tsx')).ReviewStep),
};
const AddQueryScreen = lazyFramed(storeFrame, {}, async () => (await import('./components/add-query-screen.tsx')).AddQueryScreen);

// The located-property service (spec 1, docs/decisions/038): from a delivered search, step1 and step2, then the add route.
const locatedFrame = async () => (await import('./components/located-route.tsx')).LocatedStepRoute;
const locatedSteps = () => import('./components/located-steps.tsx');
const LOCATED_SCREENS: Record<LocatedStep, PreloadableComponent<ComponentType>> = {
  step1: lazyFramed(locatedFrame, { step: 'step1' }, async () => (await locatedSteps()).ChooseLocatedStep),
  step2: lazyFramed(locatedFrame, { step: 'step2' }, async () => (await locatedSteps()).ReviewLocatedStep),
};
const LocatedEntry = lazyFramed(storeFrame, {}, async () => (await import('./components/located-route.tsx')).LocatedEntryRoute);
const AddLocatedScreen = lazyFramed(storeFrame, {}, async () => (await import('./components/add-located-screen.tsx')).AddLocatedScreen);

/** spec 2 "Wizards: properties query": q-propiedades/step1 to step7, guarded, then cart/add/qpropiedades. */
export const propertiesQueryRoutes: RouteObject[] = [
  ...(Object.entries(SCREENS) as [QueryStep, (typeof SCREENS)[QueryStep]][]).map(([id, Screen]) => ({
    path: ROUTES.propertiesQuery.step(id),
    element: <Screen />,
    handle: { title: 'title.properties' satisfies PlainMessageKey, preload: Screen.preload },
  })),
  {
    path: ROUTES.propertiesQuery.addToCart,
    element: <AddQueryScreen />,
    handle: { title: 'common.addToCart' satisfies PlainMessageKey, preload: AddQueryScreen.preload },
  },
  {
    path: ROUTES.locatedProperties.entryPattern,
    element: <LocatedEntry />,
    handle: { title: 'title.properties' satisfies PlainMessageKey, preload: LocatedEntry.preload },
  },
  ...(Object.entries(LOCATED_SCREENS) as [LocatedStep, (typeof LOCATED_SCREENS)[LocatedStep]][]).map(([id, Screen]) => ({
    path: ROUTES.locatedProperties.step(id),
    element: <Screen />,
    handle: { title: 'title.properties' satisfies PlainMessageKey, preload: Screen.preload },
  })),
  {
    path: ROUTES.locatedProperties.addToCart,
    element: <AddLocatedScreen />,
    handle: { title: 'common.addToCart' satisfies PlainMessageKey, preload: AddLocatedScreen.preload },
  },
];
