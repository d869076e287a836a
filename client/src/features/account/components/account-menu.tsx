import { Suspense, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { rememberBackAfterLogin } from '../../../lib/back-after-login.ts';
import { useShownPageValue } from '../../../lib/fixed-route.ts';
import { configState } from '../../../stores/config-store.ts';
import { useStoreValue } from '../../../stores/use-store-value.ts';
import { wideOnlyText } from '../../../ui/compact.css.ts';
import { PersonIcon } from '../../../ui/icons.tsx';
import { lazyScreen } from '../../../ui/lazy-screen.ts';
import { FixedLinkButton } from '../../../ui/fixed-link.tsx';
import { PanelTrigger } from '../../../ui/panel-trigger.tsx';
import { ROUTES, isUnder } from '#contracts/constants/client-routes.ts';

// Loaded on the first sign the customer wants it (issue 13), as the cart's panel is.
const AccountPanel = lazyScreen(() => import('./account-panel.tsx'), 'AccountPanel');

/**
 * The header's account entry on every store: 'Acceder' for a visitor (to customer/authenticate, then to the
 * orders), and for a logged-in customer a button opening a small panel with the orders and logging out (a
 * disclosure of two plain actions rather than an ARIA menu, account-panel.tsx).
 */
export function AccountMenu() {
  const t = useT();
  const loggedIn = useStoreValue(configState, (state) => state.config.loggedIn);
  const [isOpen, setOpen] = useState(false);
  // The login and register screens are already where 'Acceder' leads.
  const onLoginScreens = useShownPageValue(({ pathname }) => isUnder(pathname, ROUTES.authenticate) || isUnder(pathname, ROUTES.register));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  if (!loggedIn) {
    if (onLoginScreens) return null;
    return (
      <FixedLinkButton to={ROUTES.authenticate} variant="secondary" onClick={() => rememberBackAfterLogin(ROUTES.account.orders)}>
        <PersonIcon />
        <span className={wideOnlyText}>{t('header.logIn')}</span>
      </FixedLinkButton>
    );
  }

  return (
    <>
      <PanelTrigger ref={buttonRef} panelId={panelId} isOpen={isOpen} onToggle={() => setOpen(!isOpen)} load={AccountPanel.preload}>
        <PersonIcon />
        <span className={wideOnlyText}>{t('header.account')}</span>
      </PanelTrigger>
      {isOpen && (
        <Suspense fallback={null}>
          <AccountPanel triggerRef={buttonRef} id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
