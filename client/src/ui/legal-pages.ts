import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { PlainMessageKey } from '../i18n/messages.ts';

/**
 * The store's legal pages and its contact page (issue 12, decision 022): one path and one title per page, which the
 * routes, the footer, the register screen, the payment screen and the consent banner all link through, since
 * features do not import each other. The title is the page's h1, its document title and every link's text.
 */
export const LEGAL_PAGES = {
  legalNotice: { path: ROUTES.legal.legalNotice, title: 'title.legalNotice' },
  privacy: { path: ROUTES.legal.privacy, title: 'title.privacy' },
  terms: { path: ROUTES.legal.terms, title: 'title.terms' },
  cookies: { path: ROUTES.legal.cookies, title: 'title.cookies' },
  contact: { path: ROUTES.legal.contact, title: 'title.contact' },
} as const satisfies Record<string, { path: string; title: PlainMessageKey }>;

export type LegalPageId = keyof typeof LEGAL_PAGES;

/** In the order the footer lists them. */
export const LEGAL_PAGE_IDS = Object.keys(LEGAL_PAGES) as LegalPageId[];
