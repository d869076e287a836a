import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { CertificateStep as CertificateStepId } from '#contracts/constants/client-routes.ts';
import type { FlowStepProps } from '../../../wizard/flow-step.tsx';
import { certificateFlow } from '../lib/certificate-flow.ts';
import { PropertyStep } from './property-step.tsx';

/** A page of this wizard: a Portuguese property step of certificateFlow, priced at product permanentCertificate's catalogue price. */
export function CertificateStep(props: Omit<FlowStepProps, 'price'> & { step: CertificateStepId; runningPrice?: boolean }) {
  return <PropertyStep flow={certificateFlow} productId={PRODUCT_IDS.permanentCertificate} {...props} />;
}
