import type { CartItem } from '#contracts/api/cart.ts';
import { type IdentificationMode, withIdentificationMode } from '#contracts/rules/certificate-identification.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { certidaoEditOf, identificationErrors, isRustic, modeOf } from '../lib/certificate-flow.ts';
import { certificateFormOfItem } from '../lib/items.ts';
import { propertyText } from '../messages.ts';
import { useModeChoices } from './certificate-steps.tsx';
import { IdentificationFields, useIdentificationMessages } from './identification-fields.tsx';
import { PropertyEditDialog } from './property-edit-dialog.tsx';

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
  return (
    <PropertyEditDialog
      item={item}
      title={text('editCertificate')}
      onClose={onClose}
      formOf={certificateFormOfItem}
      editOf={certidaoEditOf}
      parishType="all"
      errorsOf={(form) => ({
        ...identificationErrors(form, messages),
        tipo: modeOf(form) === 'matricial' && form.tipo_rustica === form.tipo_urbana ? t('error.choose') : undefined,
      })}
      asksHorizontal={(form) => !isRustic(form)}
    >
      {({ form, update, replace, shown }) => {
        const mode = modeOf(form);
        return (
          <>
            <RadioGroup
              id="edit-modo"
              label={text('mode')}
              description={text('modeHint')}
              choices={modeChoices}
              value={mode ?? ''}
              onChange={(chosen) => replace(withIdentificationMode(form, chosen as IdentificationMode))}
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
          </>
        );
      }}
    </PropertyEditDialog>
  );
}
