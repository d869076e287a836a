import { useSnapshot } from 'valtio';
import { usePreValidation } from '../../../api/pre-validate-ns.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { notaSimpleRequestOf, noteFlow, ownerIsUnknown, urgencyOf } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { AnswerList } from '../../../ui/answer-list.tsx';
import { NoteStep } from './note-step.tsx';
import * as styles from './simple-note.css.ts';

/** The answers, as the request will carry them. */
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
  const rows: [string, string][] = [
    [text('reviewOwner'), ownerIsUnknown(form) ? text('reviewOwnerUnknown') : form.nombre.trim()],
    [t('common.address'), form.direccion.trim()],
    [
      text('municipality'),
      form.registro ? text('municipalityChosen', { municipality: form.registro.municipio, province: form.registro.provincia }) : '',
    ],
    [text('reviewService'), service],
    [text('reviewRegistryData'), form.otros_datos.trim() || text('reviewNone')],
  ];
  return <AnswerList rows={rows.map(([label, value]) => ({ key: label, label, value }))} />;
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

/** step6: the price of the chosen service, and the button that adds the Nota Simple to the cart. */
export function ConfirmStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state);
  const { urgent } = urgencyOf(form);
  const productId = urgent ? PRODUCT_IDS.urgentSimpleNote : PRODUCT_IDS.simpleNote;
  const prices = useProductPrices([productId]);
  const price = prices?.[productId];
  const validation = useStepValidation({});
  return (
    <NoteStep step="step6" heading={text('confirmHeading')} validation={validation} continueLabel={t('common.addToCart')}>
      {price === undefined ? null : (
        <p>{text('confirmBody', { product: urgent ? text('productUrgent') : t('common.notaSimple'), price: formatPrice(price) })}</p>
      )}
    </NoteStep>
  );
}
