import type { RouteObject } from 'react-router';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { guideFamilyOf } from '#contracts/constants/document-guide-families.ts';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';

/** "Which documents do I need?" (issue 42): its screens load on first use, so the chooser does not carry them. */
const SituationQuestionRoute = lazyScreen(() => import('./components/document-guide-route.tsx'), 'SituationQuestionRoute');
const SituationRoute = lazyScreen(() => import('./components/document-guide-route.tsx'), 'SituationRoute');

/** The birth portals (22, 23) have no guide: their page is titled as servicios, where the screen sends the buyer. */
const shownOn = (storeId: number) => guideFamilyOf(storeId) !== null;
const handle = (preload: () => Promise<unknown>) => ({ title: 'title.guide' satisfies PlainMessageKey, shownOn, preload });

export const documentGuideRoutes: RouteObject[] = [
  { path: ROUTES.guide.start, element: <SituationQuestionRoute />, handle: handle(SituationQuestionRoute.preload) },
  { path: ROUTES.guide.situationPattern, element: <SituationRoute />, handle: handle(SituationRoute.preload) },
  { path: ROUTES.guide.answeredPattern, element: <SituationRoute />, handle: handle(SituationRoute.preload) },
];
