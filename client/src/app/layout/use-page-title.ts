import { useEffect } from 'react';
import { useMatches } from 'react-router';
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

/** Page titles per route and store: 'Customer identification | Portal name', with the screen's detail ('Paso 2 de 5') when it sets one. */
export function usePageTitle(): void {
  const t = useT();
  const portalName = useStoreValue(configState, (state) => state.config.portalName);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const detail = useStoreValue(pageTitleState, (state) => state.detail);
  const title = pageTitle(t(handle?.title ?? 'title.services'), detail, portalName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
