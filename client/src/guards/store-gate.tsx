import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { configState } from '../stores/config-store.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../lib/keep-query.ts';

/**
 * spec 2 "Route guards", spec 6 "Store gating" and issue 23 point 3: a flow opens only on a store that sells it, by the
 * same rule the backend refuses its add with (a buyer must never fill a wizard for nothing); on any other store it goes
 * to servicios, keeping the query string.
 */
export function StoreGate({ sells, children }: { sells: (storeId: number) => boolean; children: ReactNode }) {
  const { store_id } = useSnapshot(configState).config;
  const { search } = useLocation();
  return sells(store_id) ? children : <Navigate to={keepQuery(ROUTES.services, search)} replace />;
}
