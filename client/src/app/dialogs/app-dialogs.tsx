import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { claimExitIntent, isExitThroughTop, isTouchDevice } from '../../lib/exit-intent.ts';
import { exitIntentWidth } from '../../lib/exit-intent-routes.ts';
import { configState } from '../../stores/config-store.ts';
import { closePoliteModal, politeModalState } from '../../stores/polite-modal-store.ts';
import { useStoreValue } from '../../stores/use-store-value.ts';

// Neither dialog is on the first screen: each loads when it first opens (the polite modal brings DOMPurify).
const PoliteModal = lazy(async () => ({ default: (await import('./polite-modal.tsx')).PoliteModal }));
const ExitIntentDialog = lazy(async () => ({ default: (await import('./exit-intent-dialog.tsx')).ExitIntentDialog }));

/** The app-wide dialogs of spec 2 "Other dialogs", mounted once by the layout. */
export function AppDialogs() {
  return (
    <>
      <PoliteModalHost />
      <ExitIntentHost />
    </>
  );
}

/** Shows what showPoliteModal() asked for (stores/polite-modal-store.ts). */
function PoliteModalHost() {
  const { message } = useSnapshot(politeModalState);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <PoliteModal message={message} onClose={closePoliteModal} />
    </Suspense>
  );
}

/**
 * The exit-intent dialog: on the routes of lib/exit-intent-routes.ts, when the pointer leaves the page through the
 * top, once per route and session, never on a touch screen nor over the polite modal.
 */
function ExitIntentHost() {
  const { pathname } = useLocation();
  const storeId = useStoreValue(configState, (state) => state.config.store_id);
  const [shown, setShown] = useState<{ pathname: string; width: 400 | 500 } | null>(null);

  useEffect(() => {
    const width = exitIntentWidth(pathname, storeId);
    if (width === null || isTouchDevice()) return;
    const onMouseOut = (event: MouseEvent) => {
      if (!isExitThroughTop(event) || politeModalState.message !== null) return;
      if (claimExitIntent(pathname)) setShown({ pathname, width });
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [pathname, storeId]);
  // Leaving the route closes the dialog for good: coming back does not show it again. Only a shown dialog is
  // forgotten: a state set on every navigation would render this host again after each one (issue 25).
  useEffect(() => (shown === null ? undefined : () => setShown(null)), [pathname, shown]);

  if (shown?.pathname !== pathname) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog width={shown.width} onClose={() => setShown(null)} />
    </Suspense>
  );
}
