import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { configState } from '../stores/config-store.ts';
import { isPortugueseStore } from '#contracts/stores.ts';

/**
 * spec 2 "Route guards" and 6 "Store gating": the certificate and report flows are open only on the Portuguese
 * stores; anywhere else they go to servicios, keeping the query string.
 */
export function PortugueseStoresOnly({ children }: { children: ReactNode }) {
  const { store_id } = useSnapshot(configState).config;
  const { search } = useLocation();
  return isPortugueseStore(store_id) ? children : <Navigate to={{ pathname: '/servicios', search }} replace />;
}
