import { isOwnerAnswerConsistent } from '#contracts/rules/nota-simple-rules.ts';
import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { Navigate, useLocation } from 'react-router';
import { answerOwnerKnown, noteFlow, type YesNo } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { NoteStep } from './note-step.tsx';
import { keepQuery } from '../../../lib/keep-query.ts';

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
        onChange={(value) => answerOwnerKnown(value as YesNo)}
        error={validation.visible['conoce_nombre_propietario']}
        isRequired
      />
    </NoteStep>
  );
}

/**
 * step2: the owner's name, asked only of a buyer who said they know it; after a No the flow leaves it out and a
 * link to it goes on to the next step.
 */
export function OwnerNameStep() {
  const { search } = useLocation();
  const { steps } = useSnapshot(noteFlow.state);
  if (!steps.includes('step2')) return <Navigate to={keepQuery(noteFlow.path(noteFlow.nextStep('step1')), search)} replace />;
  return <OwnerNameQuestion />;
}

function OwnerNameQuestion() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state, { sync: true });
  const validation = useStepValidation(
    { nombre: isOwnerAnswerConsistent(true, form.nombre) ? undefined : t('error.write') },
    { nombre: text('owner') },
  );
  return (
    <NoteStep step="step2" heading={text('ownerHeading')} validation={validation}>
      <TextField
        id="nombre"
        label={text('owner')}
        value={form.nombre}
        onChange={(nombre) => noteFlow.update({ nombre })}
        error={validation.visible['nombre']}
        isRequired
        autoComplete="name"
      />
    </NoteStep>
  );
}
