import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { keepQuery } from '../lib/keep-query.ts';
import { prefetchRoute, whenIdleAfterFirstTouch } from '../lib/route-prefetch.ts';
import { warmNavigationCode } from '../lib/warm-navigation.ts';
import type { Flow } from './flow.ts';

/**
 * Where a step route must send the buyer instead (spec 2 "Route guards"): the path of the first earlier step
 * that is not valid, with the current query string kept; null when the step may open.
 * `pathOf` turns a step id into its route path: the flow's own by default.
 */
export function useStepRedirect<F extends object>(
  flow: Flow<F>,
  step: string,
  pathOf: (step: string) => string = flow.path,
): string | null {
  useSnapshot(flow.state); // re-render when flags change
  const { search } = useLocation();
  const invalid = flow.firstInvalidBefore(step);
  return invalid === undefined ? null : keepQuery(pathOf(invalid), search);
}

interface StepGuardProps<F extends object> {
  flow: Flow<F>;
  step: string;
  /** The route of a step: the flow's own (flow.path) unless the step's route names more (the generic product's id). */
  pathOf?: (step: string) => string;
  /**
   * False while the flow is not yet this step's (the generic flow's first step, painted before its effect starts the
   * flow): there is nothing to judge yet, and a first step never has an earlier one.
   */
  guarding?: boolean;
  children: ReactNode;
}

/** Renders the step, or replaces the route with the first invalid earlier step (keeping the query string). */
export function StepGuard<F extends object>({ flow, step, pathOf = flow.path, guarding = true, children }: StepGuardProps<F>) {
  const found = useStepRedirect(flow, step, pathOf);
  const redirect = guarding ? found : null;
  usePrefetchLaterSteps(flow, redirect === null ? step : null, pathOf);
  return redirect === null ? children : <Navigate to={redirect} replace />;
}

/**
 * Once a step shows and the browser is idle, the code of the steps after it (and of the add-to-cart route) loads, so
 * Continue shows the next step at once. All later steps, since an answer may skip one (the Nota Simple's owner name);
 * a step already loaded costs nothing. The code a navigation runs is compiled ahead of the first (lib/warm-navigation.ts).
 * On the step a buyer lands on, only once they have touched the page: its own start comes first (issue 25), and
 * answering the question leaves the time.
 */
function usePrefetchLaterSteps<F extends object>(flow: Flow<F>, step: string | null, pathOf: (step: string) => string): void {
  useEffect(() => {
    if (step === null) return;
    return whenIdleAfterFirstTouch(() => {
      const { steps } = flow.state;
      for (const later of steps.slice(steps.indexOf(step) + 1)) prefetchRoute(pathOf(later));
      prefetchRoute(flow.addToCart);
      void warmNavigationCode();
    });
  }, [flow, step, pathOf]);
}
