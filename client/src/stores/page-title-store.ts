import { proxy } from 'valtio';

/**
 * What the current screen adds to the document's head (app/layout/use-page-title.ts): a detail after its route's
 * title, e.g. the wizard's 'Paso 2 de 5'; a title of its own instead of the route's and a `<meta name="description">`,
 * e.g. a product's meta_title and meta_description (spec 3). The screen sets them while mounted and clears them on unmount.
 */
export const pageTitleState = proxy<{ detail: string | null; title: string | null; description: string | null }>({
  detail: null,
  title: null,
  description: null,
});

export function setPageTitleDetail(detail: string | null): void {
  pageTitleState.detail = detail;
}

/** The screen's own title and description (null: the route's title, the page's own description). */
export function setPageHead(head: { title: string | null; description: string | null } | null): void {
  pageTitleState.title = head?.title ?? null;
  pageTitleState.description = head?.description ?? null;
}
