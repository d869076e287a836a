import { useState } from 'react';
import type { CartItem } from '#contracts/api/cart.ts';
import { updateQuoteItem } from '../../../api/update-quote-item.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { reportFormOfItem } from '../lib/items.ts';
import type { YesNo } from '../lib/property-place.ts';
import { type ReportForm, fichaError, fractionError, ipredialEditOf } from '../lib/report-flow.ts';
import { propertyText } from '../messages.ts';
import { FractionField, HorizontalField, useYesNoChoices } from './horizontal-property-fields.tsx';
import { FreguesiaField } from './freguesia-field.tsx';
import { EditFormDialog } from '../../../ui/edit-form-dialog.tsx';

/**
 * spec 2 "Edit dialogs: simplified report" (400px): location, description number and fraction, saved through
 * updatequoteitem; the urgency paid for stays.
 */
export function ReportEditDialog({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const t = useT();
  const text = useMessages(propertyText);
  const yesNo = useYesNoChoices();
  const [form, setForm] = useState<ReportForm | null>(() => reportFormOfItem(item));
  const [attempted, setAttempted] = useState(false);
  if (form === null) return null;

  const update = (patch: Partial<ReportForm>) => setForm({ ...form, ...patch });
  const errors: Record<string, string | undefined> = {
    'edit-freguesia': form.freguesia ? undefined : text('errorParish'),
    num_ficha: fichaError(form, { write: t('error.write'), ficha: text('errorFicha') }),
    prop_horizontal_fracao: fractionError(form, { write: t('error.write'), fraction: text('errorFraction') }),
  };
  const shown = attempted ? errors : {};

  return (
    <EditFormDialog
      title={text('editReport')}
      onClose={onClose}
      save={async () => {
        setAttempted(true);
        const edit = ipredialEditOf(form);
        if (edit === null || Object.values(errors).some(Boolean)) return false;
        await updateQuoteItem(item.id, edit);
        return true;
      }}
    >
      <FreguesiaField
        id="edit-freguesia"
        type="ips"
        label={text('parish')}
        error={shown['edit-freguesia']}
        value={form.freguesia}
        onChange={(freguesia) => update({ freguesia })}
      />
      <RadioGroup
        id="edit-tiene-numero"
        label={text('hasNumberHeading')}
        choices={yesNo}
        value={form.tiene_numero}
        onChange={(tiene_numero) => update({ tiene_numero: tiene_numero as YesNo, ...(tiene_numero === 'no' ? { num_ficha: '' } : {}) })}
        isRequired
      />
      {form.tiene_numero === 'si' ? (
        <TextField
          id="num_ficha"
          label={text('ficha')}
          description={text('fichaHint')}
          value={form.num_ficha}
          onChange={(num_ficha) => update({ num_ficha })}
          error={shown['num_ficha']}
          isRequired
        />
      ) : null}
      <HorizontalField id="edit-horizontal" value={form.horizontal} onChange={(patch) => update(patch)} />
      {form.horizontal === 'si' ? (
        <FractionField
          value={form.prop_horizontal_fracao}
          error={shown['prop_horizontal_fracao']}
          onChange={(prop_horizontal_fracao) => update({ prop_horizontal_fracao })}
        />
      ) : null}
    </EditFormDialog>
  );
}
