import { useLocation, useNavigate } from 'react-router';
import { continueTarget } from '../lib/review-return.ts';

/** Navigates to another step of the flow, keeping the query string; back to the review after a 'Change' link. */
export function useGoToStep(): (path: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (path) => void navigate(continueTarget(pathname, search, path));
}
