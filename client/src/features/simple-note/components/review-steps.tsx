import { useSnapshot } from 'valtio';
import { usePreValidation } from '../../../api/pre-validate-ns.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { notaSimpleRequestOf, noteFlow, notePriceLines, type NoteStep as NoteStepId, ownerIsUnknown, urgencyOf } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { AnswerList, type AnswerRow } from '../../../ui/answer-list.tsx';
import { PriceBreakdown } from '../../../wizard/price-breakdown.tsx';
import { NoteStep, useNotePrices } from './note-step.tsx';
import * as styles from './simple-note.css.ts';

/** The answers, as the request will carry them, each with a 'Cambiar' link to the step that asked it. */
function Answers() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state);
  const { urgent, customHours } = urgencyOf(form);
  const service = !urgent
    ? t('common.standardService')
    : customHours === null
      ? text('reviewUrgent')
      : text('reviewUrgentCustom', { hours: customHours });
  const change = (step: NoteStepId) => ({ to: noteFlow.path(step), label: t('common.change') });
  const unknown = ownerIsUnknown(form);
  const rows: AnswerRow[] = [
    {
      key: 'owner',
      label: t('common.owner'),
      value: unknown ? text('reviewOwnerUnknown') : form.nombre.trim(),
      change: change(form.conoce_nombre_propietario === 'no' ? 'step1' : 'step2'),
    },
    { key: 'address', label: t('common.address'), value: form.direccion.trim(), change: change('step3') },
    {
      key: 'municipality',
      label: text('municipality'),
      value: form.registro ? text('municipalityChosen', { municipality: form.registro.municipio, province: form.registro.provincia }) : '',
      change: change('step4'),
    },
    { key: 'service', label: text('reviewService'), value: service, change: change('step41') },
    { key: 'registry', label: text('reviewRegistryData'), value: form.otros_datos.trim() || text('reviewNone'), change: change('step42') },
  ];
  return <AnswerList rows={rows} />;
}

/**
 * step5: the review. The backend pre-validates the request (/panel/rest/preValidateNs) and its notes are
 * shown: unknown owner, slow registry, custom urgent service (spec 5).
 */
export function ReviewStep() {
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state);
  const check = usePreValidation(notaSimpleRequestOf(form));
  const validation = useStepValidation({});

  return (
    <NoteStep step="step5" heading={text('reviewHeading')} validation={validation}>
      <Answers />
      <div aria-live="polite">
        {check.status === 'loading' ? <p role="status">{text('checking')}</p> : null}
        {check.status === 'error' ? <p className={styles.warning}>{text('checkFailed')}</p> : null}
        {check.status === 'ready'
          ? check.data.avisos.map((aviso) => (
              <p key={aviso} className={styles.warning}>
                {aviso}
              </p>
            ))
          : null}
      </div>
    </NoteStep>
  );
}

/** step6: the price breakdown of the chosen service, VAT included, and the button that adds the Nota Simple to the cart. */
export function ConfirmStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state);
  const prices = useNotePrices();
  const validation = useStepValidation({});
  return (
    <NoteStep
      step="step6"
      heading={text('confirmHeading')}
      validation={validation}
      runningPrice={false}
      continueLabel={t('common.addToCart')}
    >
      {prices === null ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <PriceBreakdown lines={notePriceLines(form, prices, { note: t('common.notaSimple'), urgent: text('urgentLine') })} />
      )}
    </NoteStep>
  );
}
