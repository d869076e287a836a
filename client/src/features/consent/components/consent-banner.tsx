import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { OPTIONAL_CONSENT_LEVELS, type OptionalConsentLevel } from '../../../lib/consent.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { LEGAL_PAGES } from '../../../ui/legal-pages.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { chooseConsent, consentState } from '../../../stores/consent-store.ts';
import { narrowOnlyText, wideOnlyText } from '../../../ui/compact.css.ts';
import { lazyScreen } from '../../../ui/lazy-screen.ts';
import { PlainButton } from '../../../ui/link-button.tsx';
import { consentText } from '../messages.ts';
import * as styles from './consent-banner.css.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';

// The three levels' checkboxes (React Aria) load when the buyer asks to choose, or shows they may (issue 25): the
// banner's text and its three buttons are in the first screen, its first paint, server markup included.
const ConsentLevels = lazyScreen(() => import('./consent-levels.tsx'), 'ConsentLevels');

/** After a choice the banner goes away: the page's main content takes the focus it held. */
function choose(levels: readonly OptionalConsentLevel[]): void {
  chooseConsent(levels);
  document.getElementById('main')?.focus();
}

/**
 * The consent banner (decision 015): non-modal, at the bottom, in the store's language. It says that browsing on
 * accepts (spec 4), and offers accept all, reject the non-essential, or a choice of levels; the buyer's choice is
 * final. Shown until the buyer chooses, also after navigating accepted. Light (plain buttons, issue 25): its words and
 * buttons paint with the page; the choice of levels loads on first intent (consent-levels.tsx).
 */
export function ConsentBanner() {
  const t = useT();
  const text = useMessages(consentText);
  const withQuery = useKeepQuery();
  const { granted, source, reviewing } = useSnapshot(consentState);
  const region = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const levelsId = useId();
  const hydrated = useHydrated();
  // Opened again from the cookie policy: the buyer's focus goes to the choice they asked for.
  useEffect(() => {
    if (reviewing) region.current?.focus();
  }, [reviewing]);
  const preload = () => void ConsentLevels.preload().catch(() => undefined);

  return (
    <section ref={region} tabIndex={-1} aria-label={text('label')} className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.text}>
          {/* A phone gets the short words, a wider screen the whole text: each reads what it shows (issue 41). */}
          <span className={styles.wideOnly}>{text('body')}</span>
          <span className={styles.narrowOnly}>
            {text('short')}
            {source === 'implicit' ? null : ` ${text('browsingAccepts')}`}
          </span>{' '}
          <Link className={styles.policyLink} to={withQuery(LEGAL_PAGES.cookies.path)}>
            {t(LEGAL_PAGES.cookies.title)}
          </Link>
        </p>
        {source === 'implicit' ? <p className={styles.text}>{text('implicit')}</p> : null}
        {/* Inert until the app has taken the server's markup over (decision 035): a choice made earlier would be lost. */}
        <div className={styles.actions} inert={!hydrated}>
          <PlainButton onClick={() => choose(OPTIONAL_CONSENT_LEVELS)}>
            <ShortLabel full={text('acceptAll')} short={text('acceptShort')} />
          </PlainButton>
          <PlainButton onClick={() => choose([])}>
            <ShortLabel full={text('reject')} short={text('rejectShort')} />
          </PlainButton>
          <PlainButton
            variant="link"
            aria-expanded={open}
            aria-controls={levelsId}
            onClick={() => setOpen(!open)}
            onPointerEnter={preload}
            onFocus={preload}
            onTouchStart={preload}
          >
            <ShortLabel full={text('choose')} short={text('chooseShort')} />
          </PlainButton>
        </div>
        <div id={levelsId} hidden={!open}>
          {open ? (
            <Suspense fallback={null}>
              <ConsentLevels granted={granted} onChoose={choose} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A button's full label, read everywhere and shown on wide screens; a phone shows its first word(s) instead. */
function ShortLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className={wideOnlyText}>{full}</span>
      <span className={narrowOnlyText} aria-hidden="true">
        {short}
      </span>
    </>
  );
}
