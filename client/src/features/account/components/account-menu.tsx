import { useState } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { logout } from '../../../api/logout.ts';
import { useT } from '../../../i18n/use-t.ts';
import { rememberBackAfterLogin } from '../../../lib/back-after-login.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button, LinkButton } from '../../../ui/button.tsx';
import { wideOnlyText } from '../../../ui/compact.css.ts';
import { PersonIcon } from '../../../ui/icons.tsx';
import { ACCOUNT_PATHS } from '../lib/account-paths.ts';
import * as styles from './account-menu.css.ts';

/**
 * The header's account entry on every store: 'Acceder' for a visitor (to customer/authenticate, then to the
 * orders), and for a logged-in customer a button opening a small panel with the orders and logging out (a
 * disclosure of two plain actions rather than an ARIA menu; it reuses the popover the cart already loads, where
 * react-aria's Menu would add 15 KiB gzip to every page).
 */
export function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { config } = useSnapshot(configState);
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();

  if (!config.loggedIn) {
    // The login and register screens are already where 'Acceder' leads.
    if (/^\/customer\/(authenticate|register)(\/|$)/.test(pathname)) return null;
    return (
      <LinkButton to="/customer/authenticate" variant="secondary" onClick={() => rememberBackAfterLogin(ACCOUNT_PATHS.orders)}>
        <PersonIcon />
        <span className={wideOnlyText}>{t('header.logIn')}</span>
      </LinkButton>
    );
  }

  async function leave() {
    setOpen(false);
    try {
      await logout();
      await navigate('/servicios');
    } catch {
      // the API module has logged it and shows the error; the customer stays logged in
    }
  }

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary">
        <PersonIcon />
        <span className={wideOnlyText}>{t('header.account')}</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.menu} aria-label={t('header.account')}>
          {config.customerEmail ? <p className={styles.email}>{config.customerEmail}</p> : null}
          <Link className={styles.item} to={ACCOUNT_PATHS.orders} onClick={() => setOpen(false)}>
            {t('title.orders')}
          </Link>
          <Button variant="link" onPress={() => void leave()}>
            {t('header.logOut')}
          </Button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
