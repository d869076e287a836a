import type { ReactNode } from 'react';
import { isPortugueseStore } from '#contracts/constants/stores.ts';
import { StoreGate } from './store-gate.tsx';

/**
 * spec 2 "Route guards" and 6 "Store gating": the certificate and report flows are open only on the Portuguese
 * stores, the rule addcertidao and addipredial refuse any other store with (`requirePortugueseStore`).
 */
export function PortugueseStoresOnly({ children }: { children: ReactNode }) {
  return <StoreGate sells={isPortugueseStore}>{children}</StoreGate>;
}
