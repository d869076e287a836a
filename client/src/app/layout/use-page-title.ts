import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t.ts';
import { configState } from '../../stores/config-store.ts';
import type { RouteHandle } from '../routes/route-handle.ts';

/** Page titles per route and store: 'Customer identification | Portal name'. */
export function usePageTitle(): void {
  const t = useT();
  const { portalName } = useSnapshot(configState).config;
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = t(handle?.title ?? 'title.services');
  useEffect(() => {
    document.title = portalName ? `${title} | ${portalName}` : title;
  }, [title, portalName]);
}
