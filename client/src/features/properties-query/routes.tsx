import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { StepGuard } from '../../wizard/step-guard.tsx';
import { type QueryStep, queryFlow, queryPath } from './lib/query-flow.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import { SpanishStoresOnly } from '../../lib/spanish-stores-only.tsx';

const AddQueryScreen = lazyScreen(() => import('./components/add-query-screen.tsx'), 'AddQueryScreen');
const CountStep = lazyScreen(() => import('./components/query-steps.tsx'), 'CountStep');
const HolderStep = lazyScreen(() => import('./components/query-steps.tsx'), 'HolderStep');
const IntroStep = lazyScreen(() => import('./components/query-steps.tsx'), 'IntroStep');
const NameStep = lazyScreen(() => import('./components/query-steps.tsx'), 'NameStep');
const PriceStep = lazyScreen(() => import('./components/query-steps.tsx'), 'PriceStep');
const TaxIdStep = lazyScreen(() => import('./components/query-steps.tsx'), 'TaxIdStep');
const ReviewStep = lazyScreen(() => import('./components/review-step.tsx'), 'ReviewStep');

const SCREENS: Record<QueryStep, ComponentType> = {
  step1: IntroStep,
  step2: HolderStep,
  step3: NameStep,
  step4: TaxIdStep,
  step5: CountStep,
  step6: PriceStep,
  step7: ReviewStep,
};

/** spec 2 "Wizards: properties query": q-propiedades/step1 to step7, guarded, then cart/add/qpropiedades. */
export const propertiesQueryRoutes: RouteObject[] = [
  ...(Object.entries(SCREENS) as [QueryStep, ComponentType][]).map(([step, Screen]) => ({
    path: `q-propiedades/${step}`,
    element: (
      <SpanishStoresOnly>
        <StepGuard flow={queryFlow} step={step} pathOf={queryPath}>
          <Screen />
        </StepGuard>
      </SpanishStoresOnly>
    ),
    handle: { title: 'title.properties' satisfies PlainMessageKey },
  })),
  {
    path: 'cart/add/qpropiedades',
    element: (
      <SpanishStoresOnly>
        <AddQueryScreen />
      </SpanishStoresOnly>
    ),
    handle: { title: 'common.addToCart' satisfies PlainMessageKey },
  },
];
