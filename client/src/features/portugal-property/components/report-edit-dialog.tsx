import type { CartItem } from '#contracts/api/cart.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { reportFormOfItem } from '../lib/items.ts';
import type { YesNo } from '../lib/property-place.ts';
import { fichaError, ipredialEditOf } from '../lib/report-flow.ts';
import { propertyText } from '../messages.ts';
import { useYesNoChoices } from './horizontal-property-fields.tsx';
import { PropertyEditDialog } from './property-edit-dialog.tsx';

/**
 * spec 2 "Edit dialogs: simplified report" (400px): location, description number and fraction, saved through
 * updatequoteitem; the urgency paid for stays.
 */
export function ReportEditDialog({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const t = useT();
  const text = useMessages(propertyText);
  const yesNo = useYesNoChoices();
  return (
    <PropertyEditDialog
      item={item}
      title={text('editReport')}
      onClose={onClose}
      formOf={reportFormOfItem}
      editOf={ipredialEditOf}
      parishType="ips"
      errorsOf={(form) => ({ num_ficha: fichaError(form, { write: t('error.write'), ficha: text('errorFicha') }) })}
      asksHorizontal={() => true}
    >
      {({ form, update, shown }) => (
        <>
          <RadioGroup
            id="edit-tiene-numero"
            label={text('hasNumberHeading')}
            choices={yesNo}
            value={form.tiene_numero}
            onChange={(tiene_numero) =>
              update({ tiene_numero: tiene_numero as YesNo, ...(tiene_numero === 'no' ? { num_ficha: '' } : {}) })
            }
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
        </>
      )}
    </PropertyEditDialog>
  );
}
