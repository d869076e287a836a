import { isAddressGiven } from '#contracts/rules/nota-simple-rules.ts';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { notPickedError } from '../../../ui/search-field.tsx';
import { usePlacesOnField } from '../../../third-party/third-party-libraries.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { noteFlow } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { MunicipalityField } from './municipality-field.tsx';
import { NoteStep } from './note-step.tsx';
import { RegistryFacts } from './registry-facts.tsx';

/** step3: the property's address. */
export function AddressStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state, { sync: true });
  const validation = useStepValidation(
    { direccion: isAddressGiven(form.direccion) ? undefined : t('error.write') },
    { direccion: text('address') },
  );
  const places = usePlacesOnField('direccion');
  return (
    <NoteStep step="step3" heading={t('question.whereIsProperty')} validation={validation}>
      <TextField
        id="direccion"
        label={text('address')}
        description={places === 'failed' ? `${text('addressHint')}. ${t('common.addressSuggestionsOff')}` : text('addressHint')}
        value={form.direccion}
        onChange={(direccion) => noteFlow.update({ direccion })}
        error={validation.visible['direccion']}
        isRequired
        autoComplete="street-address"
      />
    </NoteStep>
  );
}

/** step4: the municipality (and so its province and registries), from the registry autocomplete. */
export function MunicipalityStep() {
  const t = useT();
  const text = useMessages(noteText);
  const { form } = useSnapshot(noteFlow.state, { sync: true });
  const [typed, setTyped] = useState('');
  const validation = useStepValidation(
    {
      municipio: form.registro
        ? undefined
        : notPickedError(typed, (name) => t('search.municipalityNotInList', { typed: name }), text('errorMunicipality')),
    },
    { municipio: text('municipality') },
  );
  return (
    <NoteStep step="step4" heading={text('municipalityHeading')} validation={validation}>
      <MunicipalityField
        id="municipio"
        label={text('municipality')}
        error={validation.visible['municipio']}
        value={form.registro}
        onChange={(registro) => noteFlow.update({ registro })}
        onTextChange={setTyped}
      />
      {form.registro ? <RegistryFacts registro={form.registro} /> : null}
    </NoteStep>
  );
}
