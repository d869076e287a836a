import { useSnapshot } from 'valtio';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { configState } from '../../../stores/config-store.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { type YesNo, noteFlow, urgencyOf } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { NoteStep } from './note-step.tsx';
import * as styles from './simple-note.css.ts';

/**
 * step41 (ours): urgent or standard service, with the store's delivery note (spec 3). When the registry
 * delivers in under 4 hours, urgent service becomes custom and says so (spec 5).
 */
export function UrgencyStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state, { sync: true });
  const { deliveryNote } = useSnapshot(configState).config;
  const prices = useProductPrices([PRODUCT_IDS.simpleNote, PRODUCT_IDS.urgentSimpleNote]);
  const { customHours } = urgencyOf(form);
  const priced = (label: string, price: number | undefined) =>
    price === undefined ? label : text('withPrice', { label, price: formatEuro(price) });
  const validation = useStepValidation(
    { servicio_urgente: form.servicio_urgente ? undefined : t('error.choose') },
    { servicio_urgente: text('urgent') },
  );
  return (
    <NoteStep
      step="step41"
      heading={t('question.whenNeeded')}
      validation={validation}
      aside={<p className={styles.note}>{deliveryNote}</p>}
    >
      <RadioGroup
        id="servicio_urgente"
        label={text('urgent')}
        choices={[
          { id: 'si', label: priced(text('urgentYes'), prices?.[PRODUCT_IDS.urgentSimpleNote]) },
          { id: 'no', label: priced(text('urgentNo'), prices?.[PRODUCT_IDS.simpleNote]) },
        ]}
        value={form.servicio_urgente}
        onChange={(value) => noteFlow.update({ servicio_urgente: value as YesNo })}
        error={validation.visible['servicio_urgente']}
        isRequired
      />
      <div aria-live="polite">
        {customHours !== null && form.registro ? (
          <p className={styles.note}>{text('urgentCustom', { municipality: form.registro.municipio, hours: customHours })}</p>
        ) : null}
      </div>
    </NoteStep>
  );
}

/** step42 (ours): optional registry data that helps find the property (finca, tomo, libro, folio). */
export function RegistryDataStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state, { sync: true });
  const validation = useStepValidation({ otros_datos: form.otros_datos.length > 500 ? t('error.write') : undefined });
  return (
    <NoteStep step="step42" heading={text('registryDataHeading')} validation={validation}>
      <TextField
        id="otros_datos"
        label={text('registryData')}
        description={text('registryDataHint')}
        value={form.otros_datos}
        onChange={(otros_datos) => noteFlow.update({ otros_datos })}
        error={validation.visible['otros_datos']}
        multiline
      />
    </NoteStep>
  );
}
