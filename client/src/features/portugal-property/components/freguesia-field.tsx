import { useState } from 'react';
import type { FreguesiaSuggestion, FreguesiasQuery } from '#contracts/api/portugal.ts';
import { searchFreguesias } from '../../../api/search-freguesias.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { EntitySearchField, notPickedError } from '../../../ui/search-field.tsx';
import { type StepValidation, useStepValidation } from '../../../wizard/use-step-validation.ts';
import { propertyText } from '../messages.ts';

interface FreguesiaFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** all: every parish (the certificate); ips: those the simplified report covers (mainland). */
  type: FreguesiasQuery['type'];
  value: FreguesiaSuggestion | null;
  onChange: (parish: FreguesiaSuggestion | null) => void;
  /** What the buyer typed while no suggestion is picked: the step's error names it. */
  onTextChange?: (typed: string) => void;
}

const choiceOf = (parish: FreguesiaSuggestion): Choice => ({ id: parish.value, label: parish.label });

const SEARCHES = {
  all: (term: string, signal: AbortSignal) => searchFreguesias(term, 'all', signal),
  ips: (term: string, signal: AbortSignal) => searchFreguesias(term, 'ips', signal),
};

/**
 * The parish (with its concelho and distrito), picked from /freguesias.php by typing, the arrow keys and Enter; its
 * description says which parishes it searches (all of Portugal's, or the mainland's).
 */
export function FreguesiaField({ type, ...props }: FreguesiaFieldProps) {
  const t = useT();
  const text = useMessages(propertyText);
  return (
    <EntitySearchField
      {...props}
      isRequired
      description={type === 'ips' ? text('parishMainlandHint') : t('search.parishHint')}
      noResults={(term) => t('search.parishNone', { term })}
      search={SEARCHES[type]}
      choiceOf={choiceOf}
    />
  );
}

/**
 * The validation of a step whose one question is the parish: required, and text typed but not picked from the list
 * is named in the error. `onTextChange` goes to the FreguesiaField.
 */
export function useParishStepValidation(parish: FreguesiaSuggestion | null): {
  validation: StepValidation;
  onTextChange: (typed: string) => void;
} {
  const t = useT();
  const text = useMessages(propertyText);
  const [typed, setTyped] = useState('');
  const validation = useStepValidation(
    { freguesia: parish ? undefined : notPickedError(typed, (name) => t('search.parishNotInList', { typed: name }), text('errorParish')) },
    { freguesia: text('parish') },
  );
  return { validation, onTextChange: setTyped };
}
