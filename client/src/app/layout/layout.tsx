import { Suspense, useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { ConsentBanner } from '../../features/consent/components/consent-banner.tsx';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { releaseBrowserState } from '../../lib/browser-state.ts';
import { bootState } from '../../stores/boot-store.ts';
import { configState } from '../../stores/config-store.ts';
import { consentState } from '../../stores/consent-store.ts';
import { dismissCallFailure, noticeState } from '../../stores/notice-store.ts';
import { PlainButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { themeForStore } from '../../ui/theme/theme-for-store.ts';
import { AppDialogs } from '../dialogs/app-dialogs.tsx';
import { ARIA_LOCALES } from '../../i18n/aria-locales.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import * as styles from './layout.css.ts';
import { usePageTitle } from './use-page-title.ts';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import { useAnalytics } from './use-analytics.ts';

/**
 * The frame of every page. It reads nothing but the store's language: each part reads the state it shows (the boot,
 * the call failure, consent, the page title, analytics), so a change re-renders that part alone, never the whole
 * page in one long task (issue 25).
 */
export function Layout() {
  const t = useT();
  const language = useLanguage();
  return (
    <I18nProvider locale={ARIA_LOCALES[language]}>
      <DocumentLanguageAndTheme />
      <PageEffects />
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t('app.skipToContent')}
        </a>
        <Header />
        <CallFailureAlert />
        <main id="main" tabIndex={-1} className={styles.main}>
          <MainContent />
        </main>
        <Footer />
        <AppDialogs />
        <ConsentBannerSlot />
      </div>
    </I18nProvider>
  );
}

/**
 * On <html>, so dialogs and popovers rendered in portals get the store's theme and language too; before the first
 * paint, so no text is ever laid out in the browser's default font and then shifts (issue 13). A page the server
 * rendered has both already (decision 035).
 */
function DocumentLanguageAndTheme() {
  const language = useLanguage();
  const theme = themeForStore(useSnapshot(configState).config.store_id);
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.classList.add(theme);
    return () => document.documentElement.classList.remove(theme);
  }, [language, theme]);
  return null;
}

/** The page title, the focus after a navigation, consent and analytics per address: effects, nothing shown. */
function PageEffects() {
  usePageTitle();
  useFocusOnNavigation();
  useAnalytics();
  return null;
}

function CallFailureAlert() {
  const t = useT();
  const { callFailed } = useSnapshot(noticeState);
  if (!callFailed) return null;
  return (
    <div role="alert" className={styles.alert}>
      <span>{t('error.callFailed')}</span>
      <PlainButton variant="secondary" onClick={dismissCallFailure}>
        {t('common.ok')}
      </PlainButton>
    </div>
  );
}

/** The route's screen once the configuration and the cart are in (at once when the page brought them). */
function MainContent() {
  const t = useT();
  const { booted } = useSnapshot(bootState);
  if (!booted) return <PageLoading>{t('app.loading')}</PageLoading>;
  return (
    <Suspense fallback={<PageLoading>{t('app.loading')}</PageLoading>}>
      <Outlet />
      <ScreenShown />
    </Suspense>
  );
}

/**
 * Committed with the route's screen: when that screen was the server's markup, it is hydrated now, and what only this
 * browser knows (a wizard's stored answers, the show-cart flag) may show, before the frame is painted (decision 035).
 */
function ScreenShown() {
  useLayoutEffect(releaseBrowserState, []);
  return null;
}

/** The consent banner while the buyer has not chosen (or asked to choose again), decision 015. */
function ConsentBannerSlot() {
  const { signalled, source, reviewing } = useSnapshot(consentState);
  return signalled && (source !== 'explicit' || reviewing) ? <ConsentBanner /> : null;
}
