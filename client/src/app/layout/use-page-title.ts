import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { subscribe } from 'valtio';
import { useT } from '../../i18n/use-t.ts';
import { configState } from '../../stores/config-store.ts';
import { pageTitleState } from '../../stores/page-title-store.ts';
import { useStoreValue } from '../../stores/use-store-value.ts';
import type { RouteHandle } from '../routes/route-handle.ts';

/** 'Customer identification – detail | Portal name': the route's title, the screen's detail if any, the portal. */
export function pageTitle(routeTitle: string, detail: string | null, portalName: string): string {
  const title = detail ? `${routeTitle} – ${detail}` : routeTitle;
  return portalName ? `${title} | ${portalName}` : title;
}

/**
 * The site's own `<meta name="description">` (index.html's), what a page says when its screen sets none. A page the
 * server sent with a screen's description keeps the site's in `data-default` (client/server/page-html.ts).
 */
let siteDescription: string | null = null;

function writeDescription(description: string | null): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) return;
  siteDescription ??= meta.dataset['default'] ?? meta.content;
  meta.content = description ?? siteDescription;
}

/**
 * Page titles per route and store: 'Customer identification | Portal name', with the screen's detail ('Paso 2 de 5')
 * when it sets one; a screen's own title instead of the route's, and its own description, when it sets them (a
 * product's meta_title and meta_description, spec 3, issue 41).
 * The detail is written straight into document.title when the screen sets it, not through a render:
 * a store read by a render is read again after every commit, and a screen sets its detail in an effect of the commit
 * that showed it, so each step would render the page's effects again synchronously, and hold its paint (issue 25).
 */
export function usePageTitle(): void {
  const t = useT();
  const portalName = useStoreValue(configState, (state) => state.config.portalName);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const routeTitle = t(handle?.title ?? 'title.services');
  useEffect(() => {
    const write = () => {
      document.title = pageTitle(pageTitleState.title ?? routeTitle, pageTitleState.detail, portalName);
      writeDescription(pageTitleState.description);
    };
    write();
    return subscribe(pageTitleState, write, true);
  }, [routeTitle, portalName]);
}
