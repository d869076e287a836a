import { PaymentFailureNotice } from '../../features/services/components/payment-failure-notice.tsx';
import { ServicesChooser } from '../../features/services/components/services-chooser.tsx';

/** servicios and servicios/reset; the reset variant puts the failed-payment notice above the chooser, read first. */
export function ServicesRoute({ reset = false }: { reset?: boolean }) {
  return (
    <>
      {reset && <PaymentFailureNotice />}
      <ServicesChooser />
    </>
  );
}
