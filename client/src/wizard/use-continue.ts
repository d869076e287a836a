import { useLocation, useNavigate } from 'react-router';
import { continueTarget } from '../lib/review-return.ts';
import { isRouteLoaded } from '../lib/route-prefetch.ts';

/**
 * Navigates to another step of the flow, keeping the query string; back to the review after a 'Change' link. A step
 * whose code is in (the step before prefetched it) shows as an ordinary update, without a transition's slicing
 * (app/start.tsx); one still loading keeps the step being left on screen until it is in, as a transition does.
 */
export function useGoToStep(): (path: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (path) => {
    const target = continueTarget(pathname, search, path);
    void navigate(target, { flushSync: isRouteLoaded(target) });
  };
}
