import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import type { MunicipalityFolder } from '#contracts/api/spain.ts';
import { useMunicipio } from '../../../api/get-municipio.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { SpanishStoresOnly } from '../../../guards/spanish-stores-only.tsx';
import { setPageTitleDetail } from '../../../stores/page-title-store.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { municipalityText } from '../messages.ts';
import * as styles from './municipality-page.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/** The Nota Simple wizard's entry, with the municipality it fills in (features/simple-note reads `municipio`). */
const noteWizardEntry = (url: string) => `${ROUTES.simpleNote.intro}?${new URLSearchParams({ municipio: url }).toString()}`;

/**
 * RegistroPropiedad/{url_municipio} and NotaSimpleRegistroPropiedad/{url_municipio} (spec 2): the municipality
 * from POST /desktopapp/rest/municipio/, its registry offices, and a call to action that starts the Nota Simple
 * with the municipality filled in. The page title names the municipality. An unknown url gets a not-found page
 * linking to the services chooser.
 * These pages are search entry points for the Nota Simple: on a store that does not sell it (the rule addns refuses
 * other stores with), the buyer lands on servicios with the query kept, the store's own offer, never on a button
 * into a flow the store refuses (issue 41). The route's handle says so to the server's page (routes.tsx).
 */
export function MunicipalityPage({ folder }: { folder: MunicipalityFolder }) {
  return (
    <SpanishStoresOnly>
      <MunicipalityScreen folder={folder} />
    </SpanishStoresOnly>
  );
}

function MunicipalityScreen({ folder }: { folder: MunicipalityFolder }) {
  const text = useMessages(municipalityText);
  const { urlMunicipio = '' } = useParams();
  const { search } = useLocation();
  const load = useMunicipio(urlMunicipio, folder);
  // An unknown url and a failed call both get the not-found page.
  const municipio = load.status === 'ready' ? load.data : null;

  const titleDetail = municipio ? municipio.municipio : load.status === 'loading' ? null : text('notFoundTitle');
  useEffect(() => {
    setPageTitleDetail(titleDetail);
    return () => setPageTitleDetail(null);
  }, [titleDetail]);

  if (load.status === 'loading') return <p role="status">{text('loading')}</p>;

  if (municipio === null) {
    return (
      <section className={styles.page} aria-labelledby="municipality-heading">
        <h1 id="municipality-heading" className={styles.heading}>
          {text('notFoundHeading')}
        </h1>
        <p>{text('notFoundBody', { url: urlMunicipio })}</p>
        <div className={styles.actions}>
          <LinkButton to={keepQuery(ROUTES.services, search)}>{text('toChooser')}</LinkButton>
        </div>
      </section>
    );
  }

  const name = municipio.municipio;
  return (
    <section className={styles.page} aria-labelledby="municipality-heading">
      <h1 id="municipality-heading" className={styles.heading}>
        {folder === 'NotaSimpleRegistroPropiedad'
          ? text('noteHeading', { municipality: name })
          : text('registryHeading', { municipality: name })}
      </h1>
      <p className={styles.province}>{text('province', { province: municipio.provincia })}</p>
      <p>{text('intro', { municipality: name })}</p>
      <div className={styles.actions}>
        <LinkButton to={keepQuery(noteWizardEntry(municipio.url), search)}>{text('start', { municipality: name })}</LinkButton>
      </div>
      {municipio.lento ? <p className={styles.warning}>{text('slow', { municipality: name })}</p> : null}
      <h2 className={styles.subheading}>{text('offices', { municipality: name })}</h2>
      <ul className={styles.offices}>
        {municipio.registros.map((office) => (
          <li key={office.nombre}>{text('officeHours', { office: office.nombre, hours: office.horas_entrega })}</li>
        ))}
      </ul>
    </section>
  );
}
