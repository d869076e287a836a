import type { Sociedad } from '#contracts/spain.ts';
import { searchSociedad } from '../../../api/search-sociedad.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { EntitySearchField } from '../../../ui/search-field.tsx';

interface CompanyFieldProps {
  id: string;
  label: string;
  description: string;
  error: string | undefined;
  value: Sociedad | null;
  onChange: (company: Sociedad | null) => void;
}

const choiceOf = (company: Sociedad): Choice => ({ id: company.cif, label: `${company.nombre} (${company.cif})` });

/** The company, picked from the /sociedad.php autocomplete by name or CIF, with the keyboard or the mouse. */
export function CompanyField(props: CompanyFieldProps) {
  return <EntitySearchField {...props} isRequired search={searchSociedad} choiceOf={choiceOf} />;
}
