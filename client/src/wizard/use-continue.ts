import { useLocation, useNavigate } from 'react-router';

/** Navigates to another step of the flow, keeping the query string (store choice, campaign tags). */
export function useGoToStep(): (path: string) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (path) => void navigate(`${path}${search}`);
}
