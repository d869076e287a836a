import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';

const MunicipalityPage = lazyScreen(() => import('./components/municipality-page.tsx'), 'MunicipalityPage');

/** spec 2 "Municipality landing pages"; the page adds the municipality's name to the route title. */
export const municipalityRoutes: RouteObject[] = [
  {
    path: ROUTES.municipalityPattern('RegistroPropiedad'),
    element: <MunicipalityPage folder="RegistroPropiedad" />,
    handle: { title: 'title.municipality' satisfies PlainMessageKey, preload: MunicipalityPage.preload },
  },
  {
    path: ROUTES.municipalityPattern('NotaSimpleRegistroPropiedad'),
    element: <MunicipalityPage folder="NotaSimpleRegistroPropiedad" />,
    handle: { title: 'title.municipalityNote' satisfies PlainMessageKey, preload: MunicipalityPage.preload },
  },
];
