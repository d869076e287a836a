import { useCallback, useRef } from 'react';
import type { Sociedad } from '../../../../../contracts/src/spain.ts';
import { searchSociedad } from '../../../api/search-sociedad.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { SearchField } from '../../../ui/search-field.tsx';

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
export function CompanyField({ id, label, description, error, value, onChange }: CompanyFieldProps) {
  const suggestions = useRef(new Map<string, Sociedad>());
  const search = useCallback(async (term: string, signal: AbortSignal) => {
    const found = await searchSociedad(term, signal);
    suggestions.current = new Map(found.map((company) => [company.cif, company]));
    return found.map(choiceOf);
  }, []);
  return (
    <SearchField
      id={id}
      label={label}
      description={description}
      error={error}
      isRequired
      value={value ? choiceOf(value) : null}
      onChange={(choice) => onChange(choice ? (suggestions.current.get(choice.id) ?? null) : null)}
      search={search}
    />
  );
}
