import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Flow } from './flow.ts';

/**
 * Where a step route must send the buyer instead (spec 2 "Route guards"): the path of the first earlier step
 * that is not valid, with the current query string kept; null when the step may open.
 * `pathOf` turns a step id into its route path, e.g. (step) => `/nota-simple/${step}`.
 */
export function useStepRedirect<F extends object>(flow: Flow<F>, step: string, pathOf: (step: string) => string): string | null {
  useSnapshot(flow.state); // re-render when flags change
  const { search } = useLocation();
  const invalid = flow.firstInvalidBefore(step);
  return invalid === undefined ? null : `${pathOf(invalid)}${search}`;
}

interface StepGuardProps<F extends object> {
  flow: Flow<F>;
  step: string;
  pathOf: (step: string) => string;
  children: ReactNode;
}

/** Renders the step, or replaces the route with the first invalid earlier step (keeping the query string). */
export function StepGuard<F extends object>({ flow, step, pathOf, children }: StepGuardProps<F>) {
  const redirect = useStepRedirect(flow, step, pathOf);
  return redirect === null ? children : <Navigate to={redirect} replace />;
}
