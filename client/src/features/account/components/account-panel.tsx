import type { RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { logout } from '../../../api/logout.ts';
import { forgetLastRequests } from '../../../wizard/last-request.ts';
import { useKeepQuery, useNavigateKeepingQuery } from '../../../lib/keep-query.ts';
import { useT } from '../../../i18n/use-t.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import * as styles from './account-menu.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

interface AccountPanelProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  id: string;
  onClose: () => void;
}

/**
 * The logged-in customer's account panel (account-menu.tsx): the orders and logging out. Loaded when the customer
 * first points at, focuses or presses the account button, as the cart's panel is.
 */
export function AccountPanel({ triggerRef, id, onClose }: AccountPanelProps) {
  const t = useT();
  const navigate = useNavigateKeepingQuery();
  const withQuery = useKeepQuery();
  const { config } = useSnapshot(configState);

  async function leave() {
    onClose();
    try {
      await logout();
      // the last requests kept on this browser (spec 3) are this customer's: the next one does not see them
      forgetLastRequests();
      await navigate(ROUTES.services);
    } catch {
      // logout() forgets the login even when its call fails; a failed navigation leaves the page as it is
    }
  }

  return (
    <Popover className={styles.popover} placement="bottom end" triggerRef={triggerRef} isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog id={id} className={styles.menu} aria-label={t('header.account')}>
        {config.customerEmail ? <p className={styles.email}>{config.customerEmail}</p> : null}
        <Link className={styles.item} to={withQuery(ROUTES.account.orders)} onClick={onClose}>
          {t('title.orders')}
        </Link>
        <Button variant="link" onPress={() => void leave()}>
          {t('header.logOut')}
        </Button>
      </Dialog>
    </Popover>
  );
}
