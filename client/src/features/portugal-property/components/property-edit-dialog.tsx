import { type ReactNode, useState } from 'react';
import type { CartItem } from '#contracts/api/cart.ts';
import type { CertidaoEdit, FreguesiaSuggestion, IpredialEdit } from '#contracts/api/portugal.ts';
import { updateQuoteItem } from '../../../api/update-quote-item.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { EditFormDialog } from '../../../ui/edit-form-dialog.tsx';
import type { YesNo } from '../lib/property-place.ts';
import { fractionError } from '../lib/report-flow.ts';
import { propertyText } from '../messages.ts';
import { FreguesiaField } from './freguesia-field.tsx';
import { FractionField, HorizontalField } from './horizontal-property-fields.tsx';

/** What both Portuguese property forms hold that the dialog edits itself: where, and the horizontal property. */
interface PropertyPlace {
  freguesia: FreguesiaSuggestion | null;
  horizontal: YesNo;
  prop_horizontal_fracao: string;
}

/** What the dialog gives the fields of one product: the answers, a way to change them, and the errors to show. */
export interface PropertyFields<F> {
  form: F;
  update: (patch: Partial<F>) => void;
  replace: (form: F) => void;
  shown: Record<string, string | undefined>;
}

interface PropertyEditDialogProps<F extends PropertyPlace> {
  item: CartItem;
  title: string;
  onClose: () => void;
  /** The item's answers as the wizard's form; null when the item does not hold them (no dialog then). */
  formOf: (item: CartItem) => F | null;
  /** The edit updatequoteitem takes; null while the answers are incomplete. */
  editOf: (form: F) => CertidaoEdit | IpredialEdit | null;
  /** The parishes the parish field offers (type=all for the certificate, ips for the report, spec 2). */
  parishType: 'all' | 'ips';
  /** The product's own fields' errors by field id, beside the parish's and the fraction's. */
  errorsOf: (form: F) => Record<string, string | undefined>;
  /** Whether the horizontal property is asked (not for a rustic property). */
  asksHorizontal: (form: F) => boolean;
  /** The product's own fields, between the parish and the horizontal property. */
  children: (fields: PropertyFields<F>) => ReactNode;
}

/**
 * spec 2 "Edit dialogs" of the Portuguese property items (400px): the parish, the product's own fields, the horizontal
 * property and its fraction; errors show from the first Save, and a valid edit goes through updatequoteitem (the cart
 * line then shows the new answers). The certificate's and the report's dialogs are this one with their own fields.
 */
export function PropertyEditDialog<F extends PropertyPlace>({
  item,
  title,
  onClose,
  formOf,
  editOf,
  parishType,
  errorsOf,
  asksHorizontal,
  children,
}: PropertyEditDialogProps<F>) {
  const t = useT();
  const text = useMessages(propertyText);
  const [form, setForm] = useState<F | null>(() => formOf(item));
  const [attempted, setAttempted] = useState(false);
  if (form === null) return null;

  const horizontal = asksHorizontal(form);
  const errors: Record<string, string | undefined> = {
    'edit-freguesia': form.freguesia ? undefined : text('errorParish'),
    ...errorsOf(form),
    prop_horizontal_fracao: horizontal ? fractionError(form, { write: t('error.write'), fraction: text('errorFraction') }) : undefined,
  };
  const shown = attempted ? errors : {};
  const update = (patch: Partial<F>) => setForm({ ...form, ...patch });

  return (
    <EditFormDialog
      title={title}
      onClose={onClose}
      save={async () => {
        setAttempted(true);
        const edit = editOf(form);
        if (edit === null || Object.values(errors).some(Boolean)) return false;
        await updateQuoteItem(item.id, edit);
        return true;
      }}
    >
      <FreguesiaField
        id="edit-freguesia"
        type={parishType}
        label={text('parish')}
        error={shown['edit-freguesia']}
        value={form.freguesia}
        onChange={(freguesia) => update({ freguesia } as Partial<F>)}
      />
      {children({ form, update, replace: setForm, shown })}
      {horizontal ? (
        <HorizontalField id="edit-horizontal" value={form.horizontal} onChange={(patch) => update(patch as Partial<F>)} />
      ) : null}
      {horizontal && form.horizontal === 'si' ? (
        <FractionField
          value={form.prop_horizontal_fracao}
          error={shown['prop_horizontal_fracao']}
          onChange={(prop_horizontal_fracao) => update({ prop_horizontal_fracao } as Partial<F>)}
        />
      ) : null}
    </EditFormDialog>
  );
}
