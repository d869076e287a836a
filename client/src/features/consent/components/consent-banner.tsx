import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { OPTIONAL_CONSENT_LEVELS, type OptionalConsentLevel } from '../../../lib/consent.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { LEGAL_PAGES } from '../../../lib/legal-pages.ts';
import { chooseConsent, consentState } from '../../../stores/consent-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxChoice } from '../../../ui/checkbox-field.tsx';
import { consentText } from '../messages.ts';
import * as styles from './consent-banner.css.ts';

/** After a choice the banner goes away: the page's main content takes the focus it held. */
function choose(levels: readonly OptionalConsentLevel[]): void {
  chooseConsent(levels);
  document.getElementById('main')?.focus();
}

/**
 * The consent banner (decision 015): non-modal, at the bottom, in the store's language. It says that browsing on
 * accepts (spec 4), and offers accept all, reject the non-essential, or a choice of levels; the buyer's choice is
 * final. Shown until the buyer chooses, also after navigating accepted.
 */
export function ConsentBanner() {
  const t = useT();
  const text = useMessages(consentText);
  const { granted, source, reviewing } = useSnapshot(consentState);
  const region = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<OptionalConsentLevel[]>(() =>
    OPTIONAL_CONSENT_LEVELS.filter((level) => granted.includes(level)),
  );
  const levelsId = useId();
  // Opened again from the cookie policy: the buyer's focus goes to the choice they asked for.
  useEffect(() => {
    if (reviewing) region.current?.focus();
  }, [reviewing]);

  const toggle = (level: OptionalConsentLevel, on: boolean) =>
    setSelected((current) => OPTIONAL_CONSENT_LEVELS.filter((candidate) => (candidate === level ? on : current.includes(candidate))));

  return (
    <section ref={region} tabIndex={-1} aria-label={text('label')} className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.text}>
          {text('body')}{' '}
          <Link className={styles.policyLink} to={LEGAL_PAGES.cookies.path}>
            {t(LEGAL_PAGES.cookies.title)}
          </Link>
        </p>
        {source === 'implicit' ? <p className={styles.text}>{text('implicit')}</p> : null}
        <div className={styles.actions}>
          <Button onPress={() => choose(OPTIONAL_CONSENT_LEVELS)}>{text('acceptAll')}</Button>
          <Button onPress={() => choose([])}>{text('reject')}</Button>
          <Button variant="link" aria-expanded={open} aria-controls={levelsId} onPress={() => setOpen(!open)}>
            {text('choose')}
          </Button>
        </div>
        <fieldset id={levelsId} className={styles.levels} hidden={!open}>
          <legend className={styles.legend}>{text('levels')}</legend>
          <p className={styles.text}>{text('strictlyNecessary')}</p>
          {OPTIONAL_CONSENT_LEVELS.map((level) => (
            <CheckboxChoice key={level} label={text(level)} checked={selected.includes(level)} onChange={(on) => toggle(level, on)} />
          ))}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => choose(selected)}>
              {text('save')}
            </Button>
          </div>
        </fieldset>
      </div>
    </section>
  );
}
