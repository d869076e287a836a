import { PaymentFailureNotice } from '../../features/services/components/payment-failure-notice.tsx';
import { ServicesChooser } from '../../features/services/components/services-chooser.tsx';

export function ServicesRoute({ reset = false }: { reset?: boolean }) {
  return (
    <>
      <ServicesChooser />
      {reset && <PaymentFailureNotice />}
    </>
  );
}
