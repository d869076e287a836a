import { isPersonName } from '#contracts/rules/property-search-rules.ts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { LastRequestPanel } from '../../../wizard/last-request-panel.tsx';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { NOTE_FOR_SEARCH_MAX_AGE_SECONDS, readLastNoteForm } from '../../../lib/last-note-form.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { notPickedError } from '../../../ui/search-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { PROPERTY_COUNTS } from '#contracts/rules/property-search-pricing.ts';
import { type Holder, isPropertyCount, queryFlow, queryFormSchema, taxIdIsValid } from '../lib/query-flow.ts';
import { queryText } from '../messages.ts';
import { CompanyField } from './company-field.tsx';
import { PriceExplanation, useCountLabel } from './price-explanation.tsx';
import { QueryStep } from './query-step.tsx';

/**
 * Reached from a nota simple (?origin=ns&origin_id=<quote item id>): the search is linked to it (proviene_de_ns)
 * and starts with the nota simple's owner as the person searched for (last_ns_form in session storage, read with a
 * max age: a Nota Simple asked for an hour ago or more is not the one this search comes from).
 */
function useOriginFromNote(): void {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const origin = params.get('origin');
  const originId = params.get('origin_id') ?? '';
  useEffect(() => {
    if (origin !== 'ns' || !/^[0-9]+$/.test(originId) || queryFlow.state.form.origin_id === originId) return;
    const owner = readLastNoteForm(NOTE_FOR_SEARCH_MAX_AGE_SECONDS)?.form['nombre'];
    queryFlow.update({
      proviene_de_ns: true,
      origin: 'ns',
      origin_id: originId,
      ...(typeof owner === 'string' && owner !== '' && queryFlow.state.form.nombre_persona === ''
        ? { tipo: 'persona', nombre_persona: owner }
        : {}),
    });
  }, [origin, originId]);
}

/** step1: what the service does; starting it is the buyer's yes (quiere_una_qp). */
export function IntroStep() {
  const t = useT();
  const text = useMessages(queryText);
  const { form } = useSnapshot(queryFlow.state);
  const fromNote = new URLSearchParams(useLocation().search).get('origin') === 'ns';
  useOriginFromNote();
  const validation = useStepValidation({});
  return (
    <QueryStep
      step="step1"
      heading={t('common.propertiesQuery')}
      validation={validation}
      continueLabel={t('common.start')}
      onAnswered={() => queryFlow.update({ quiere_una_qp: true })}
    >
      <p>{text('introBody')}</p>
      {form.proviene_de_ns ? <p>{text('fromNote')}</p> : null}
      {fromNote ? null : (
        <LastRequestPanel
          flow={queryFlow}
          storageKey="last_qp_form"
          schema={queryFormSchema}
          describe={(last) =>
            last.tipo === 'empresa' ? `${last.nombre_empresa} (${last.cif_empresa})` : `${last.nombre_persona} (${last.dni})`
          }
          // the search is not linked to a Nota Simple of an old cart
          reuse={(last) => ({ ...last, proviene_de_ns: false, origin: '' as const, origin_id: '' })}
          reviewPath={queryFlow.path('step7')}
        />
      )}
    </QueryStep>
  );
}

/** step2: a person or a company. */
export function HolderStep() {
  const t = useT();
  const text = useMessages(queryText);
  const { form } = useSnapshot(queryFlow.state, { sync: true });
  const validation = useStepValidation({ tipo: form.tipo ? undefined : t('error.choose') }, { tipo: text('holder') });
  return (
    <QueryStep step="step2" heading={text('holderHeading')} validation={validation}>
      <RadioGroup
        id="tipo"
        label={text('holder')}
        choices={[
          { id: 'persona', label: text('person') },
          { id: 'empresa', label: text('company') },
        ]}
        value={form.tipo}
        onChange={(tipo) => queryFlow.update({ tipo: tipo as Holder })}
        error={validation.visible['tipo']}
        isRequired
      />
    </QueryStep>
  );
}

/** step3: the person's name, or the company from the company autocomplete (which also gives its CIF). */
export function NameStep() {
  const t = useT();
  const text = useMessages(queryText);
  const { form } = useSnapshot(queryFlow.state, { sync: true });
  const company = form.tipo === 'empresa';
  // picked from the list, or typed while the search could not answer (its CIF is then asked in step 4)
  const company_chosen = form.nombre_empresa !== '';
  const [typed, setTyped] = useState('');
  const validation = useStepValidation(
    company
      ? {
          nombre_empresa: company_chosen
            ? undefined
            : notPickedError(typed, (name) => t('search.companyNotInList', { typed: name }), text('errorCompany')),
        }
      : { nombre_persona: isPersonName(form.nombre_persona) ? undefined : t('error.write') },
    company ? { nombre_empresa: text('companyName') } : { nombre_persona: text('personName') },
  );
  return (
    <QueryStep step="step3" heading={company ? text('companyNameHeading') : text('personNameHeading')} validation={validation}>
      {company ? (
        <CompanyField
          id="nombre_empresa"
          label={text('companyName')}
          error={validation.visible['nombre_empresa']}
          value={company_chosen ? { nombre: form.nombre_empresa, cif: form.cif_empresa } : null}
          onChange={(chosen) => queryFlow.update({ nombre_empresa: chosen?.nombre ?? '', cif_empresa: chosen?.cif ?? '' })}
          onTextChange={setTyped}
        />
      ) : (
        <TextField
          id="nombre_persona"
          label={text('personName')}
          value={form.nombre_persona}
          onChange={(nombre_persona) => queryFlow.update({ nombre_persona })}
          error={validation.visible['nombre_persona']}
          isRequired
          autoComplete="name"
        />
      )}
    </QueryStep>
  );
}

/** step4: the person's DNI/NIE (check letter validated), or the company's CIF (filled from the autocomplete). */
export function TaxIdStep() {
  const text = useMessages(queryText);
  const { form } = useSnapshot(queryFlow.state, { sync: true });
  const company = form.tipo === 'empresa';
  const field = company ? 'cif_empresa' : 'dni';
  const validation = useStepValidation(
    { [field]: taxIdIsValid(form) ? undefined : company ? text('errorCif') : text('errorDni') },
    { [field]: company ? text('cif') : text('dni') },
  );
  return (
    <QueryStep step="step4" heading={company ? text('cifHeading') : text('dniHeading')} validation={validation}>
      <TextField
        id={field}
        label={company ? text('cif') : text('dni')}
        description={company ? text('cifHint') : text('dniHint')}
        value={company ? form.cif_empresa : form.dni}
        onChange={(value) => queryFlow.update(company ? { cif_empresa: value } : { dni: value })}
        error={validation.visible[field]}
        isRequired
      />
    </QueryStep>
  );
}

/** step5: how many properties: 1, 3, 10, 25, 50 or all (spec 9). */
export function CountStep() {
  const t = useT();
  const text = useMessages(queryText);
  const countLabel = useCountLabel();
  const { form } = useSnapshot(queryFlow.state, { sync: true });
  const validation = useStepValidation(
    { num_propiedades: form.num_propiedades ? undefined : t('error.choose') },
    { num_propiedades: text('count') },
  );
  return (
    <QueryStep step="step5" heading={text('countHeading')} validation={validation}>
      <RadioGroup
        id="num_propiedades"
        label={text('count')}
        choices={PROPERTY_COUNTS.map((count) => ({ id: count, label: countLabel(count) }))}
        value={form.num_propiedades}
        onChange={(value) => isPropertyCount(value) && queryFlow.update({ num_propiedades: value })}
        error={validation.visible['num_propiedades']}
        isRequired
      />
    </QueryStep>
  );
}

/** step6: the price explained in words before paying (spec 9). */
export function PriceStep() {
  const text = useMessages(queryText);
  const validation = useStepValidation({});
  return (
    <QueryStep step="step6" heading={text('priceHeading')} validation={validation}>
      <PriceExplanation />
    </QueryStep>
  );
}
