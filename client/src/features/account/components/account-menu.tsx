import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { logout } from '../../../api/logout.ts';
import { useT } from '../../../i18n/use-t.ts';
import { rememberBackAfterLogin } from '../../../lib/back-after-login.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button, LinkButton } from '../../../ui/button.tsx';
import { ACCOUNT_PATHS } from '../lib/account-paths.ts';
import * as styles from './account-menu.css.ts';

/**
 * The header's account entry on every store: 'Acceder' for a visitor (to customer/authenticate, then to the
 * orders), and for a logged-in customer a menu with the orders and logging out.
 */
export function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { config } = useSnapshot(configState);

  if (!config.loggedIn) {
    return (
      <LinkButton to="/customer/authenticate" variant="secondary" onClick={() => rememberBackAfterLogin(ACCOUNT_PATHS.orders)}>
        {t('header.logIn')}
      </LinkButton>
    );
  }

  async function leave() {
    try {
      await logout();
      await navigate('/servicios');
    } catch {
      // the API module has logged it and shows the error; the customer stays logged in
    }
  }

  return (
    <MenuTrigger>
      <Button variant="secondary">{t('header.account')}</Button>
      <Popover className={styles.popover} placement="bottom end">
        {config.customerEmail ? (
          <p className={styles.email} aria-hidden="true">
            {config.customerEmail}
          </p>
        ) : null}
        <Menu
          className={styles.menu}
          aria-label={t('header.account')}
          onAction={(key) => {
            if (key === 'orders') void navigate(ACCOUNT_PATHS.orders);
            else if (key === 'logout') void leave();
          }}
        >
          <MenuItem id="orders" className={styles.item}>
            {t('title.orders')}
          </MenuItem>
          <MenuItem id="logout" className={styles.item}>
            {t('header.logOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
