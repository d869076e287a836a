import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { getCart } from '../../api/get-cart.ts';
import { getConfig } from '../../api/get-config.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { configState } from '../../stores/config-store.ts';
import { consentState } from '../../stores/consent-store.ts';
import { dismissCallFailure, noticeState } from '../../stores/notice-store.ts';
import { PlainButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { themeForStore } from '../../ui/theme/theme-for-store.ts';
import { AppDialogs } from '../dialogs/app-dialogs.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import * as styles from './layout.css.ts';
import { usePageTitle } from './use-page-title.ts';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useAnalytics } from './use-analytics.ts';

/** The consent banner loads only for a buyer who has not chosen yet (decision 015). */
const ConsentBanner = lazy(async () => ({ default: (await import('../../features/consent/components/consent-banner.tsx')).ConsentBanner }));

/** React Aria's own words (the autocomplete's '4 options available', date and number formats) in the store's language. */
const ARIA_LOCALES = { es: 'es-ES', pt: 'pt-PT', en: 'en-GB' } as const;

/** Loads the configuration and the cart once; a failure leaves the defaults and shows the error. */
function useBoot(): boolean {
  const [booted, setBooted] = useState(false);
  useEffect(() => {
    void Promise.allSettled([getConfig(), getCart()]).then(() => setBooted(true));
  }, []);
  return booted;
}

export function Layout() {
  const t = useT();
  const language = useLanguage();
  const booted = useBoot();
  const { config } = useSnapshot(configState);
  const { callFailed } = useSnapshot(noticeState);
  usePageTitle();
  useFocusOnNavigation();
  useAnalytics(booted);
  const consent = useSnapshot(consentState);

  // On <html>, so dialogs and popovers rendered in portals get the store's theme and language too; before the first
  // paint, so no text is ever laid out in the browser's default font and then shifts (issue 13).
  const theme = themeForStore(config.store_id);
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.classList.add(theme);
    return () => document.documentElement.classList.remove(theme);
  }, [language, theme]);

  return (
    <I18nProvider locale={ARIA_LOCALES[language]}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t('app.skipToContent')}
        </a>
        <Header booted={booted} />
        {callFailed && (
          <div role="alert" className={styles.alert}>
            <span>{t('error.callFailed')}</span>
            <PlainButton variant="secondary" onClick={dismissCallFailure}>
              {t('common.ok')}
            </PlainButton>
          </div>
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          {booted ? (
            <Suspense fallback={<PageLoading>{t('app.loading')}</PageLoading>}>
              <Outlet />
            </Suspense>
          ) : (
            <PageLoading>{t('app.loading')}</PageLoading>
          )}
        </main>
        <Footer />
        <AppDialogs />
        {consent.signalled && (consent.source !== 'explicit' || consent.reviewing) ? (
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        ) : null}
      </div>
    </I18nProvider>
  );
}
