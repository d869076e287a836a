import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { LastRequestPanel } from '../../../wizard/last-request-panel.tsx';
import { useMessages } from '../../../i18n/use-t.ts';
import { certificateFlow, certificateFormSchema } from '../lib/certificate-flow.ts';
import { propertyText } from '../messages.ts';
import { CertificateStep } from './certificate-step.tsx';
import { useDescribeIdentification } from './describe-identification.ts';
import * as styles from './portugal-property.css.ts';

/**
 * The wizard's first page, in a module of its own: the page a buyer lands on loads none of the later steps' fields
 * (the parish search, the identification fields, the review), which the step guard prefetches once the buyer has
 * touched the page (wizard/step-guard.tsx, issue 25).
 */

/** step1: what the certificate is, its price (the running price), and the buyer's yes (quiere_un_certidao). */
export function CertificateIntroStep() {
  const text = useMessages(propertyText);
  const describeIdentification = useDescribeIdentification();
  const validation = useStepValidation({});
  return (
    <CertificateStep
      step="step1"
      heading={text('certIntroHeading')}
      validation={validation}
      continueLabel={text('certStart')}
      aside={
        <div className={styles.intro}>
          <p>{text('certIntro')}</p>
          <LastRequestPanel
            flow={certificateFlow}
            storageKey="last_certidao_form"
            schema={certificateFormSchema}
            describe={(form) => [form.freguesia?.label ?? '', describeIdentification(form)].filter(Boolean).join(', ')}
            reviewPath={certificateFlow.path('step8')}
          />
        </div>
      }
    >
      {null}
    </CertificateStep>
  );
}
