import { useCallback, useRef } from 'react';
import type { MunicipalityRegistries } from '../../../../../contracts/src/spain.ts';
import { searchRegistros } from '../../../api/search-registros.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { SearchField } from '../../../ui/search-field.tsx';

interface MunicipalityFieldProps {
  id: string;
  label: string;
  description: string;
  error: string | undefined;
  value: Place | null;
  onChange: (registro: MunicipalityRegistries | null) => void;
}

/** What identifies a picked municipality: enough to show it again (the edit dialog has only this). */
export type Place = Pick<MunicipalityRegistries, 'codigo_ine' | 'municipio' | 'provincia'>;

const choiceOf = (registro: Place): Choice => ({ id: registro.codigo_ine, label: `${registro.municipio} (${registro.provincia})` });

/**
 * The municipality, picked from the /registros.php autocomplete by typing and the arrow keys and Enter (or the
 * mouse). The chosen suggestion keeps its registries, delivery hours and slow flag.
 */
export function MunicipalityField({ id, label, description, error, value, onChange }: MunicipalityFieldProps) {
  const suggestions = useRef(new Map<string, MunicipalityRegistries>());
  const search = useCallback(async (term: string, signal: AbortSignal) => {
    const found = await searchRegistros(term, signal);
    suggestions.current = new Map(found.map(({ label: _label, value: _value, ...registro }) => [registro.codigo_ine, registro]));
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
