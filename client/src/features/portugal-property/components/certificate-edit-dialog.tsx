import { useState } from 'react';
import type { CartItem } from '#contracts/api/cart.ts';
import { type IdentificationMode, withIdentificationMode } from '#contracts/rules/certificate-identification.ts';
import { updateQuoteItem } from '../../../api/update-quote-item.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { type CertificateForm, certidaoEditOf, identificationErrors, modeOf } from '../lib/certificate-flow.ts';
import { certificateFormOfItem } from '../lib/items.ts';
import { fractionError } from '../lib/report-flow.ts';
import { propertyText } from '../messages.ts';
import { useModeChoices } from './certificate-steps.tsx';
import { FractionField, HorizontalField } from './horizontal-property-fields.tsx';
import { FreguesiaField } from './freguesia-field.tsx';
import { IdentificationFields, useIdentificationMessages } from './identification-fields.tsx';
import { EditFormDialog } from '../../../ui/edit-form-dialog.tsx';

/**
 * spec 2 "Edit dialogs: permanent certificate" (400px): where the property is, how it is identified (matricial,
 * ficha or livro: choosing a mode keeps its own fields and clears the others, spec 5) and the fraction, saved
 * through updatequoteitem; the cart line shows the new answers.
 */
export function CertificateEditDialog({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const t = useT();
  const text = useMessages(propertyText);
  const messages = useIdentificationMessages();
  const modeChoices = useModeChoices();
  const [form, setForm] = useState<CertificateForm | null>(() => certificateFormOfItem(item));
  const [attempted, setAttempted] = useState(false);
  if (form === null) return null;

  const update = (patch: Partial<CertificateForm>) => setForm({ ...form, ...patch });
  const mode = modeOf(form);
  const rustic = mode === 'matricial' && form.tipo_rustica;
  const errors: Record<string, string | undefined> = {
    'edit-freguesia': form.freguesia ? undefined : text('errorParish'),
    ...identificationErrors(form, messages),
    tipo: mode === 'matricial' && form.tipo_rustica === form.tipo_urbana ? t('error.choose') : undefined,
    prop_horizontal_fracao: rustic ? undefined : fractionError(form, { write: t('error.write'), fraction: text('errorFraction') }),
  };
  const shown = attempted ? errors : {};

  return (
    <EditFormDialog
      title={text('editCertificate')}
      onClose={onClose}
      save={async () => {
        setAttempted(true);
        const edit = certidaoEditOf(form);
        if (edit === null || Object.values(errors).some(Boolean)) return false;
        await updateQuoteItem(item.id, edit);
        return true;
      }}
    >
      <FreguesiaField
        id="edit-freguesia"
        type="all"
        label={text('parish')}
        error={shown['edit-freguesia']}
        value={form.freguesia}
        onChange={(freguesia) => update({ freguesia })}
      />
      <RadioGroup
        id="edit-modo"
        label={text('mode')}
        description={text('modeHint')}
        choices={modeChoices}
        value={mode ?? ''}
        onChange={(chosen) => setForm(withIdentificationMode(form, chosen as IdentificationMode))}
        isRequired
      />
      {mode === 'matricial' ? (
        <RadioGroup
          id="tipo"
          label={text('type')}
          choices={[
            { id: 'urbana', label: text('urban') },
            { id: 'rustica', label: text('rustic') },
          ]}
          value={form.tipo_urbana ? 'urbana' : form.tipo_rustica ? 'rustica' : ''}
          onChange={(tipo) =>
            update({
              tipo_urbana: tipo === 'urbana',
              tipo_rustica: tipo === 'rustica',
              ...(tipo === 'urbana' ? { seccao: '' } : { horizontal: 'no', prop_horizontal_fracao: '' }),
            })
          }
          error={shown['tipo']}
          isRequired
        />
      ) : null}
      {mode === null ? null : <IdentificationFields mode={mode} value={form} onChange={update} errors={shown} />}
      {rustic ? null : <HorizontalField id="edit-horizontal" value={form.horizontal} onChange={(patch) => update(patch)} />}
      {!rustic && form.horizontal === 'si' ? (
        <FractionField
          value={form.prop_horizontal_fracao}
          error={shown['prop_horizontal_fracao']}
          onChange={(prop_horizontal_fracao) => update({ prop_horizontal_fracao })}
        />
      ) : null}
    </EditFormDialog>
  );
}
