import { useProductPrices } from '../../../api/use-product-prices.ts';
import { FlowStep, type FlowStepProps } from '../../../wizard/flow-step.tsx';
import type { Flow } from '../../../wizard/flow.ts';

/** A product's catalogue price, the item's whole price (no option changes it); null until known. */
export function useCatalogPrice(productId: string): number | null {
  return useProductPrices([productId])?.[productId] ?? null;
}

/**
 * One page of a Portuguese property wizard (the permanent certificate and the simplified report): the flow's step
 * with the product's catalogue price as the running price, except where the step shows the price breakdown.
 */
export function PropertyStep<F extends object>({
  productId,
  runningPrice = true,
  ...step
}: Omit<FlowStepProps, 'price'> & { flow: Flow<F>; productId: string; runningPrice?: boolean }) {
  const price = useCatalogPrice(productId);
  return <FlowStep {...step} price={runningPrice ? { amount: price } : undefined} />;
}
