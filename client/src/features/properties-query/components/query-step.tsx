import { useSnapshot } from 'valtio';
import { FlowStep, type FlowStepProps } from '../../../wizard/flow-step.tsx';
import { type QueryStep as QueryStepId, queryFlow, runningSearchPrice } from '../lib/query-flow.ts';
import { usePropertySearchPrice } from './price-explanation.tsx';

/**
 * One step of the property-search wizard: the flow's step with the running price, which the number of properties
 * changes; false `runningPrice` where the step shows the price breakdown instead.
 */
export function QueryStep({ runningPrice = true, ...step }: Omit<FlowStepProps, 'price'> & { step: QueryStepId; runningPrice?: boolean }) {
  const { num_propiedades } = useSnapshot(queryFlow.state).form;
  const prices = usePropertySearchPrice();
  const price = prices === null ? { amount: null } : runningSearchPrice(num_propiedades, prices);
  return <FlowStep flow={queryFlow} {...step} price={runningPrice ? price : undefined} />;
}
