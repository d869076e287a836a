import { ROUTES } from '#contracts/constants/client-routes.ts';
import { type RouteObject, useLocation, useRouteError } from 'react-router';
import { useMessages, useT } from '../i18n/use-t.ts';
import { isChunkLoadError } from '../lib/chunk-error.ts';
import { keepQuery } from '../lib/keep-query.ts';
import { reloadSafely } from '../lib/safe-reload.ts';
import { PlainButton } from '../ui/link-button.tsx';
import * as buttonStyles from '../ui/button.css.ts';
import { routeErrorText } from './messages.ts';
import { restartAddress, wizardOfPath } from './restart-flow.ts';
import * as styles from './route-error.css.ts';

/**
 * What a route shows instead of the router's developer error page (issue 11, docs/decisions/014): in the store's
 * language, that something went wrong and the cart is kept, a button that starts the step again (a wizard's stored
 * answers forgotten) and a link to the services. A part of the app that failed to load after a deploy reloads the
 * page instead, at most once per 30 minutes (lib/safe-reload.ts); when the guard refuses, this page shows.
 * The error itself is logged once by the root's hooks (app/start.tsx, lib/log-once.ts).
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const t = useT();
  const content = reloadsFor(error) ? <p role="status">{t('app.loading')}</p> : <ErrorPage />;
  // Without the layout (it is what failed), the page brings its own landmark.
  return standalone ? <main id="main">{content}</main> : content;
}

const reloadDecisions = new WeakMap<object, boolean>();

/**
 * Whether the page is reloading for this error: a missing chunk asks the reload guard, once per error, however many
 * times React renders the page (StrictMode, a concurrent retry); the reload itself is the point, so it may start here.
 */
function reloadsFor(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = error as Error;
  const decided = reloadDecisions.get(key);
  if (decided !== undefined) return decided;
  const reloading = reloadSafely();
  reloadDecisions.set(key, reloading);
  return reloading;
}

function ErrorPage() {
  const t = useT();
  const text = useMessages(routeErrorText);
  const { pathname, search } = useLocation();
  const inWizard = wizardOfPath(pathname) !== null;

  return (
    <section className={styles.page} aria-labelledby="route-error-title">
      <div role="alert">
        <h1 id="route-error-title">{text('title')}</h1>
        <p>{text('body')}</p>
      </div>
      <div className={styles.actions}>
        {/* A full load: nothing the failed screen kept in memory survives. */}
        <PlainButton onClick={() => window.location.assign(restartAddress(pathname, search))}>
          {inWizard ? text('startAgain') : t('common.retry')}
        </PlainButton>
        <a href={keepQuery(ROUTES.services, search)} className={buttonStyles.button} data-variant="link">
          {t('common.backToServices')}
        </a>
      </div>
    </section>
  );
}

/**
 * The app's routes with error elements: each top route's children sit under a pathless route whose error element
 * renders inside the layout (the header and the cart stay), and the top route's own renders when the layout fails.
 */
export function withRouteErrors(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.index) return { ...route, errorElement: <RouteError standalone /> };
    const children = route.children && [{ errorElement: <RouteError />, children: route.children }];
    return { ...route, errorElement: <RouteError standalone />, ...(children ? { children } : {}) };
  });
}
