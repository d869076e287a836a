import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { checkEmail } from '../../../api/check-email.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { local } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';
import { LEGAL_SLOTS, LegalSentence } from '../../../ui/legal-sentence.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { type EmailProblem, emailProblem } from '../lib/email-rules.ts';
import { customerText } from '../messages.ts';
import * as styles from './customer.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/**
 * customer/register (spec 5, 6): a new buyer gives an e-mail address, which is checked with the
 * backend and kept as the temporary validated e-mail; an address already registered is told so,
 * with the link to authenticate with it.
 */
export function RegisterScreen() {
  const t = useT();
  const text = useMessages(customerText);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState(() => local.get('temporal_validated_email') ?? '');
  const [problem, setProblem] = useState<EmailProblem | 'emailExists'>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    setChecking(true);
    try {
      const address = email.trim();
      if (await checkEmail(address)) {
        setProblem('emailExists');
        return;
      }
      local.set('temporal_validated_email', address);
      await navigate(keepQuery(ROUTES.payment.choose, search));
    } catch {
      // the API module has logged it and shows the error
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        {t('title.register')}
      </h1>
      <p>{text('registerIntro')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="register-email"
          label={t('common.email')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (problem) setProblem(null);
          }}
          error={problem ? text(problem) : undefined}
          isRequired
          inputMode="email"
          autoComplete="email"
        />
        {problem === 'emailExists' && (
          <p>
            <Link className={styles.link} to={keepQuery(ROUTES.authenticateAs(email.trim()), search)}>
              {text('authenticateHere')}
            </Link>
          </p>
        )}
        <LegalSentence className={styles.hint} sentence={text('consent', LEGAL_SLOTS)} />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={checking}>
            {checking ? text('checking') : text('next')}
          </Button>
        </div>
      </form>
      <p>
        {text('alreadyCustomer')}{' '}
        <Link className={styles.link} to={keepQuery(ROUTES.authenticate, search)}>
          {text('authenticateHere')}
        </Link>
      </p>
    </section>
  );
}
