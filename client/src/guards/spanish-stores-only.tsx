import type { ReactNode } from 'react';
import { isSpanishRegistryStore } from '#contracts/constants/stores.ts';
import { StoreGate } from './store-gate.tsx';

/**
 * The Nota Simple and the property search open only on the Spanish registry stores (1, 9, 12, 14, 21): the rule addns
 * and addqp refuse any other store with (`requireSpanishRegistryStore`). Spec 2 names the Portuguese stores; the English
 * and other stores (15, 17 to 20, 22, 23) do not sell them either (issue 23, point 3).
 */
export function SpanishStoresOnly({ children }: { children: ReactNode }) {
  return <StoreGate sells={isSpanishRegistryStore}>{children}</StoreGate>;
}
