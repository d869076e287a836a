import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addIpredial } from '../../../api/add-ipredial.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { ipredialRequestOf, reportFlow } from '../lib/report-flow.ts';
import { propertyText } from '../messages.ts';
import { AddPropertyScreen } from './add-property-screen.tsx';

async function addReport(): Promise<string> {
  const request = ipredialRequestOf(reportFlow.state.form);
  if (request === null) throw new Error('the simplified report form is incomplete');
  return addIpredial(request);
}

/** cart/add/ipredial. */
export function AddReportScreen() {
  const text = useMessages(propertyText);
  return (
    <AddPropertyScreen
      lastRequestKey="last_predial_form"
      flow={reportFlow}
      productId={PRODUCT_IDS.simplifiedReport}
      add={addReport}
      added={text('reportAdded')}
    />
  );
}
