import type { FreguesiaSuggestion, FreguesiasQuery } from '#contracts/portugal.ts';
import { searchFreguesias } from '../../../api/search-freguesias.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { EntitySearchField } from '../../../ui/search-field.tsx';

interface FreguesiaFieldProps {
  id: string;
  label: string;
  description: string;
  error: string | undefined;
  /** all: every parish (the certificate); ips: those the simplified report covers (mainland). */
  type: FreguesiasQuery['type'];
  value: FreguesiaSuggestion | null;
  onChange: (parish: FreguesiaSuggestion | null) => void;
}

const choiceOf = (parish: FreguesiaSuggestion): Choice => ({ id: parish.value, label: parish.label });

const SEARCHES = {
  all: (term: string, signal: AbortSignal) => searchFreguesias(term, 'all', signal),
  ips: (term: string, signal: AbortSignal) => searchFreguesias(term, 'ips', signal),
};

/** The parish (with its concelho and distrito), picked from /freguesias.php by typing, the arrow keys and Enter. */
export function FreguesiaField({ type, ...props }: FreguesiaFieldProps) {
  return <EntitySearchField {...props} isRequired search={SEARCHES[type]} choiceOf={choiceOf} />;
}
