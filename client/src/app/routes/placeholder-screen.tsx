import { useMatches } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { LinkButton } from '../../ui/button.tsx';
import type { RouteHandle } from './route-handle.ts';

/** A declared route whose screen arrives with its own issue: it says so and offers the way back. */
export function PlaceholderScreen({ flow }: { flow: PlainMessageKey }) {
  const t = useT();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{t(handle?.title ?? 'title.services')}</h1>
      <p>{t('placeholder.body', { flow: t(flow) })}</p>
      <LinkButton to="/servicios" variant="secondary">
        {t('common.backToServices')}
      </LinkButton>
    </section>
  );
}
