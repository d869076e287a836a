import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { RouteObject } from 'react-router';
import { isSpanishRegistryStore } from '#contracts/constants/stores.ts';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';

const MunicipalityPage = lazyScreen(() => import('./components/municipality-page.tsx'), 'MunicipalityPage');

/** The stores the pages show on: those that sell the Nota Simple they lead to (the page's store gate). */
const shownOn = isSpanishRegistryStore;

/** spec 2 "Municipality landing pages"; the page adds the municipality's name to the route title. */
export const municipalityRoutes: RouteObject[] = [
  {
    path: ROUTES.municipalityPattern('RegistroPropiedad'),
    element: <MunicipalityPage folder="RegistroPropiedad" />,
    handle: { title: 'title.municipality' satisfies PlainMessageKey, shownOn, preload: MunicipalityPage.preload },
  },
  {
    path: ROUTES.municipalityPattern('NotaSimpleRegistroPropiedad'),
    element: <MunicipalityPage folder="NotaSimpleRegistroPropiedad" />,
    handle: { title: 'title.municipalityNote' satisfies PlainMessageKey, shownOn, preload: MunicipalityPage.preload },
  },
];
