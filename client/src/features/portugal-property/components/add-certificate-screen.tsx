import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { addCertidao } from '../../../api/add-certidao.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { certidaoRequestOf, certificateFlow } from '../lib/certificate-flow.ts';
import { propertyText } from '../messages.ts';
import { AddPropertyScreen } from './add-property-screen.tsx';

async function addCertificate(): Promise<string> {
  const request = certidaoRequestOf(certificateFlow.state.form);
  if (request === null) throw new Error('the certificate form is incomplete');
  return addCertidao(request);
}

/** cart/add/certidao. */
export function AddCertificateScreen() {
  const text = useMessages(propertyText);
  return (
    <AddPropertyScreen
      lastRequestKey="last_certidao_form"
      flow={certificateFlow}
      productId={PRODUCT_IDS.permanentCertificate}
      add={addCertificate}
      added={text('certAdded')}
    />
  );
}
