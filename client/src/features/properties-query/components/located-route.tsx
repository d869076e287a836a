import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { SpanishStoresOnly } from '../../../guards/spanish-stores-only.tsx';
import { StepGuard } from '../../../wizard/step-guard.tsx';
import { locatedFlow, type LocatedStep, startLocatedFlow } from '../lib/located-flow.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/** A guarded step of the located-property flow: Spanish stores only, once every earlier step is valid. */
export function LocatedStepRoute({ step, children }: { step: LocatedStep; children: ReactNode }) {
  return (
    <SpanishStoresOnly>
      <StepGuard flow={locatedFlow} step={step}>
        {children}
      </StepGuard>
    </SpanishStoresOnly>
  );
}

/**
 * q-propiedades/localizadas/{order_id}/{item_id}, linked from the order of a delivered search: starts the flow for that
 * search and opens its first step, keeping the query string.
 */
export function LocatedEntryRoute() {
  const { orderId = '', itemId = '' } = useParams();
  const { search } = useLocation();
  const valid = /^[0-9]{1,20}$/.test(orderId) && /^[0-9]{1,20}$/.test(itemId);
  const [started] = useState(() => {
    if (valid) startLocatedFlow(orderId, itemId);
    return valid;
  });
  return (
    <SpanishStoresOnly>
      <Navigate to={keepQuery(started ? locatedFlow.path('step1') : ROUTES.account.orders, search)} replace />
    </SpanishStoresOnly>
  );
}
