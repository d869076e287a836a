import { useSnapshot } from 'valtio';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { FlowStep, type FlowStepProps } from '../../../wizard/flow-step.tsx';
import { type NotePrices, type NoteStep as NoteStepId, noteFlow, runningNotePrice } from '../lib/note-flow.ts';

/** The standard and urgent Nota Simple's catalogue prices; null until both are known. */
export function useNotePrices(): NotePrices | null {
  const prices = useProductPrices([PRODUCT_IDS.simpleNote, PRODUCT_IDS.urgentSimpleNote]);
  const standard = prices?.[PRODUCT_IDS.simpleNote];
  const urgent = prices?.[PRODUCT_IDS.urgentSimpleNote];
  return standard === undefined || urgent === undefined ? null : { standard, urgent };
}

/**
 * One step of the Nota Simple wizard: the flow's step ('Paso 3 de 8' of the steps the answers call for) with the
 * running price, which urgency changes; false `runningPrice` where the step shows the price breakdown instead.
 */
export function NoteStep({ runningPrice = true, ...step }: Omit<FlowStepProps, 'price'> & { step: NoteStepId; runningPrice?: boolean }) {
  const { form } = useSnapshot(noteFlow.state);
  const prices = useNotePrices();
  const price = prices === null ? { amount: null } : runningNotePrice(form, prices);
  return <FlowStep flow={noteFlow} {...step} price={runningPrice ? price : undefined} />;
}
