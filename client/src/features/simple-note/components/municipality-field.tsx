import type { MunicipalityRegistries } from '#contracts/spain.ts';
import { searchRegistros } from '../../../api/search-registros.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { EntitySearchField } from '../../../ui/search-field.tsx';

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
export function MunicipalityField(props: MunicipalityFieldProps) {
  return <EntitySearchField {...props} isRequired search={searchMunicipalities} choiceOf={choiceOf} />;
}

async function searchMunicipalities(term: string, signal: AbortSignal): Promise<MunicipalityRegistries[]> {
  const found = await searchRegistros(term, signal);
  return found.map(({ label: _label, value: _value, ...registro }) => registro);
}
