import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { authenticate, isTooManyLogins } from '../../../api/authenticate.ts';
import { rememberPassword } from '../../../api/remember-password.ts';
import { takeBackAfterLogin } from '../../../lib/back-after-login.ts';
import { keepQuery } from '../../../lib/keep-query.ts';
import { cartState } from '../../../stores/cart-store.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type EmailProblem, emailProblem } from '../lib/email-rules.ts';
import { customerText } from '../messages.ts';
import * as styles from './customer.css.ts';
import { PasswordField } from './password-field.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

/**
 * customer/authenticate and customer/authenticate/{email} (spec 5, 7): a returning customer logs in and goes
 * back to the page that sent them here (local back_login_page), else to payment; a wrong password shows the
 * backend's message, too many failed logins (429) ask to try again in a few minutes. 'I forgot my password' asks for the reminder link.
 */
export function AuthenticateScreen() {
  const t = useT();
  const text = useMessages(customerText);
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useParams();
  const [email, setEmail] = useState(params['email'] ?? '');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<EmailProblem>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [reminder, setReminder] = useState<{ email: string; link: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setEmailError(problem);
    setPasswordMissing(password === '');
    setRefusal('');
    if (problem || password === '') return;
    setBusy(true);
    try {
      const answer = await authenticate({ email: email.trim(), pass: password });
      // Back to the page that asked for the login (the account area), else on to pay, or with nothing
      // to pay, to the customer's orders (docs/decisions/013-account-area.md).
      if (answer.ok)
        await navigate(
          keepQuery(takeBackAfterLogin() ?? (cartState.items.length > 0 ? ROUTES.payment.choose : ROUTES.account.orders), search),
        );
      else setRefusal(answer.message === '' ? text('loginRefused') : answer.message);
    } catch (error) {
      // Too many failed logins: said here; any other failure the API module has logged and shows.
      if (isTooManyLogins(error)) setRefusal(text('tooManyLogins'));
    } finally {
      setBusy(false);
    }
  }

  async function remind() {
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) return;
    try {
      setReminder({ email: email.trim(), link: await rememberPassword(email.trim(), ROUTES.authenticate) });
    } catch {
      // the API module has logged it and shows the error
    }
  }

  return (
    <section className={styles.page} aria-labelledby="authenticate-title">
      <h1 id="authenticate-title" className={styles.title}>
        {t('title.authenticate')}
      </h1>
      <p>{text('authenticateIntro')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="authenticate-email"
          label={t('common.email')}
          value={email}
          onChange={setEmail}
          error={emailError ? text(emailError) : undefined}
          isRequired
          inputMode="email"
          autoComplete="email"
        />
        <PasswordField
          id="authenticate-password"
          label={text('password')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordMissing(false);
          }}
          error={passwordMissing ? text('passwordRequired') : undefined}
        />
        <p role="alert" className={styles.alert}>
          {refusal}
        </p>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {busy ? text('signingIn') : text('signIn')}
          </Button>
          <Button variant="link" onPress={() => void remind()}>
            {text('forgotPassword')}
          </Button>
        </div>
      </form>
      {reminder && (
        <p role="status">
          {reminder.link === null ? (
            text('reminderUnknown')
          ) : (
            <>
              {text('reminderSent', { email: reminder.email })}{' '}
              <Link className={styles.link} to={keepQuery(reminder.link, search)}>
                {text('reminderLink')}
              </Link>
            </>
          )}
        </p>
      )}
      <p>
        <Link className={styles.link} to={keepQuery(ROUTES.register, search)}>
          {text('newCustomer')}
        </Link>
      </p>
    </section>
  );
}
