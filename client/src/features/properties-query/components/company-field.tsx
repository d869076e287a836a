import type { Sociedad } from '#contracts/api/spain.ts';
import { searchSociedad } from '../../../api/search-sociedad.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { EntitySearchField } from '../../../ui/search-field.tsx';

interface CompanyFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: Sociedad | null;
  onChange: (company: Sociedad | null) => void;
  /** What the buyer typed while no suggestion is picked: the step's error names it. */
  onTextChange?: (typed: string) => void;
}

/** A company typed while the search could not answer has no CIF yet (the next step asks it): it reads as typed. */
const choiceOf = (company: Sociedad): Choice =>
  company.cif === '' ? { id: company.nombre, label: company.nombre } : { id: company.cif, label: `${company.nombre} (${company.cif})` };

/**
 * The Spanish company, picked from the /sociedad.php autocomplete by name or CIF, with the keyboard or the mouse. When
 * the search cannot answer, the name as typed is the answer, without a CIF.
 */
export function CompanyField(props: CompanyFieldProps) {
  const t = useT();
  return (
    <EntitySearchField
      {...props}
      isRequired
      description={t('search.spanishCompanyHint')}
      noResults={(term) => t('search.spanishCompanyNone', { term })}
      search={searchSociedad}
      onKeepTyped={(nombre) => props.onChange({ nombre, cif: '' })}
      choiceOf={choiceOf}
    />
  );
}
