import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout } from '../../../api/logout.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/**
 * "Pagando como {email}" with a way to correct it, since the documents go to that address
 * (docs/decisions/021). A new buyer goes back to customer/register, which shows the address to edit.
 * A logged-in customer's address is their account's: the contract has no call that changes it, so "change"
 * opens the way out: log out (the backend empties the cart, which the buyer is told first) and identify again.
 */
export function PayingAs({ email, loggedIn }: { email: string; loggedIn: boolean }) {
  const t = useT();
  const text = useMessages(paymentText);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [changing, setChanging] = useState(false);
  const otherAccountId = useId();

  async function logOutAndIdentifyAgain() {
    setLeaving(true);
    try {
      await logout();
      await navigate(keepQuery(ROUTES.register, search));
    } catch {
      // logout() forgets the login even when its call fails; a failed navigation leaves the page as it is
    } finally {
      setLeaving(false);
    }
  }

  if (!email) return null;
  return (
    <div className={styles.payingAs}>
      <p className={styles.payingAsLine}>
        <span>{text('paying', { email })}</span>
        {loggedIn ? (
          <Button variant="link" aria-expanded={changing} aria-controls={otherAccountId} onPress={() => setChanging(!changing)}>
            {text('changeEmail')}
          </Button>
        ) : (
          <Link className={styles.link} to={keepQuery(ROUTES.register, search)}>
            {text('changeEmail')}
          </Link>
        )}
      </p>
      <p className={styles.hint}>{text('payingHint')}</p>
      {loggedIn ? (
        <div id={otherAccountId} hidden={!changing} className={styles.otherAccount}>
          <p className={styles.hint}>{text('otherAccount')}</p>
          <div>
            <Button variant="secondary" onPress={() => void logOutAndIdentifyAgain()} isDisabled={leaving}>
              {t('header.logOut')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
