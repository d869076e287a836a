import type { MunicipalityRegistries } from '#contracts/api/spain.ts';
import { searchRegistros } from '../../../api/search-registros.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { EntitySearchField } from '../../../ui/search-field.tsx';

interface MunicipalityFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: Place | null;
  onChange: (registro: MunicipalityRegistries | null) => void;
  /** What the buyer typed while no suggestion is picked: the step's error names it. */
  onTextChange?: (typed: string) => void;
}

/** What identifies a picked municipality: enough to show it again (the edit dialog has only this). */
export type Place = Pick<MunicipalityRegistries, 'codigo_ine' | 'municipio' | 'provincia'>;

const choiceOf = (registro: Place): Choice => ({ id: registro.codigo_ine, label: `${registro.municipio} (${registro.provincia})` });

/**
 * The municipality, picked from the /registros.php autocomplete by typing and the arrow keys and Enter (or the
 * mouse). The chosen suggestion keeps its registries, delivery hours and slow flag. It searches Spain's
 * municipalities and says so.
 */
export function MunicipalityField(props: MunicipalityFieldProps) {
  const t = useT();
  return (
    <EntitySearchField
      {...props}
      isRequired
      description={t('search.municipalityHint')}
      noResults={(term) => t('search.municipalityNone', { term })}
      search={searchMunicipalities}
      choiceOf={choiceOf}
    />
  );
}

async function searchMunicipalities(term: string, signal: AbortSignal): Promise<MunicipalityRegistries[]> {
  const found = await searchRegistros(term, signal);
  return found.map(({ label: _label, value: _value, ...registro }) => registro);
}
