import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t.ts';
import { configState } from '../../stores/config-store.ts';
import { pageTitleState } from '../../stores/page-title-store.ts';
import type { RouteHandle } from '../routes/route-handle.ts';

/** 'Customer identification – detail | Portal name': the route's title, the screen's detail if any, the portal. */
export function pageTitle(routeTitle: string, detail: string | null, portalName: string): string {
  const title = detail ? `${routeTitle} – ${detail}` : routeTitle;
  return portalName ? `${title} | ${portalName}` : title;
}

/** Page titles per route and store: 'Customer identification | Portal name', with the screen's detail ('Paso 2 de 5') when it sets one. */
export function usePageTitle(): void {
  const t = useT();
  const { portalName } = useSnapshot(configState).config;
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const { detail } = useSnapshot(pageTitleState);
  const title = pageTitle(t(handle?.title ?? 'title.services'), detail, portalName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
