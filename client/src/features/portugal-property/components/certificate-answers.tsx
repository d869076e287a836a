import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { AnswerList, type AnswerRow } from '../../../ui/answer-list.tsx';
import { certificateFlow, type CertificateForm, modeOf } from '../lib/certificate-flow.ts';
import { propertyText } from '../messages.ts';
import { useDescribeIdentification } from './describe-identification.ts';

/** The certificate's answers as the request will carry them; with `withChangeLinks`, each row links back to its step. */
export function CertificateAnswers({ withChangeLinks = false }: { withChangeLinks?: boolean }) {
  const t = useT();
  const text = useMessages(propertyText);
  const describe = useDescribeIdentification();
  const { form } = useSnapshot(certificateFlow.state) as { form: CertificateForm };
  const change = (step: string) => (withChangeLinks ? { to: certificateFlow.path(step), label: t('common.change') } : undefined);
  const rows: AnswerRow[] = [
    { key: 'freguesia', label: text('parish'), value: form.freguesia?.label ?? '', change: change('step2') },
    {
      key: 'identification',
      label: text('identification'),
      value: describe(form),
      change: change(modeOf(form) === 'matricial' ? 'step4' : 'step5'),
    },
    {
      key: 'fraction',
      label: text('fraction'),
      value: form.horizontal === 'si' && !form.tipo_rustica ? form.prop_horizontal_fracao : text('noFraction'),
      change: change(form.tipo_rustica ? 'step3' : 'step6'),
    },
  ];
  return <AnswerList rows={rows} />;
}
