import type { RouteObject } from 'react-router';
import { LEGAL_PAGES, LEGAL_PAGE_IDS } from '../../ui/legal-pages.ts';
import { lazyScreen } from '../../ui/lazy-screen.ts';
import type { PlainMessageKey } from '../../i18n/messages.ts';

const LegalPage = lazyScreen(() => import('./components/legal-page.tsx'), 'LegalPage');

/** The legal pages and the contact page the footer links to (decision 022): code and texts load on first visit. */
export const legalRoutes: RouteObject[] = LEGAL_PAGE_IDS.map((page) => ({
  path: LEGAL_PAGES[page].path,
  element: <LegalPage page={page} />,
  handle: { title: LEGAL_PAGES[page].title, preload: LegalPage.preload } satisfies {
    title: PlainMessageKey;
    preload: () => Promise<unknown>;
  },
}));
