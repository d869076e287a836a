import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useMunicipio } from '../../../api/get-municipio.ts';
import { configState } from '../../../stores/config-store.ts';
import { noteFlow } from '../lib/note-flow.ts';

/** The query parameter a municipality landing page starts the wizard with: /nota-simple/step0?municipio=sevilla. */
export const MUNICIPALITY_PARAM = 'municipio';

/**
 * Fills the municipality when the buyer arrives from a municipality landing page: from the
 * `municipio` query parameter, or from the configuration's municipality object (a host page that is
 * itself a municipality page, spec 3). Each url is applied once, so a municipality the buyer picks
 * afterwards is kept.
 */
export function useMunicipalityPrefill(): void {
  const { search } = useLocation();
  const hostMunicipality = useSnapshot(configState).config.municipio?.url ?? '';
  const url = new URLSearchParams(search).get(MUNICIPALITY_PARAM) ?? hostMunicipality;
  const applied = useSnapshot(noteFlow.state).form.municipio_prefill;
  const wanted = url !== '' && applied !== url;
  const load = useMunicipio(wanted ? url : null, 'NotaSimpleRegistroPropiedad');

  useEffect(() => {
    if (!wanted || load.status === 'loading') return;
    // An unknown municipality or a failed call is applied too: the buyer picks one in step 4.
    noteFlow.update(load.status === 'ready' && load.data ? { registro: load.data, municipio_prefill: url } : { municipio_prefill: url });
  }, [wanted, load, url]);
}
