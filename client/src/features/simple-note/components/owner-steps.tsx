import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { type YesNo, noteFlow } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { NoteStep } from './note-step.tsx';

/** step1: whether the buyer knows the owner's name (conoce_nombre_propietario). */
export function OwnerKnownStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state, { sync: true });
  const validation = useStepValidation(
    { conoce_nombre_propietario: form.conoce_nombre_propietario ? undefined : t('error.choose') },
    { conoce_nombre_propietario: text('knowsOwner') },
  );
  return (
    <NoteStep step="step1" heading={text('knowsOwnerHeading')} validation={validation}>
      <RadioGroup
        id="conoce_nombre_propietario"
        label={text('knowsOwner')}
        choices={[
          { id: 'si', label: t('common.yes') },
          { id: 'no', label: t('common.no') },
        ]}
        value={form.conoce_nombre_propietario}
        onChange={(value) => noteFlow.update({ conoce_nombre_propietario: value as YesNo })}
        error={validation.visible['conoce_nombre_propietario']}
        isRequired
      />
    </NoteStep>
  );
}

/** step2: the owner's name, required only when the buyer said they know it. */
export function OwnerNameStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state, { sync: true });
  const required = form.conoce_nombre_propietario === 'si';
  const validation = useStepValidation(
    { nombre: required && form.nombre.trim() === '' ? t('error.write') : undefined },
    { nombre: text('owner') },
  );
  return (
    <NoteStep step="step2" heading={text('ownerHeading')} validation={validation}>
      <TextField
        id="nombre"
        label={text('owner')}
        {...(required ? {} : { description: text('ownerUnknownHint') })}
        value={form.nombre}
        onChange={(nombre) => noteFlow.update({ nombre })}
        error={validation.visible['nombre']}
        isRequired={required}
        autoComplete="name"
      />
    </NoteStep>
  );
}
