import { ROUTES } from '#contracts/constants/client-routes.ts';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { CartMenu } from '../../features/cart/components/cart-menu.tsx';
import { renderItemEditor } from '../item-editors.tsx';
import { useT } from '../../i18n/use-t.ts';
import { isSpanishRegistryStore } from '#contracts/constants/stores.ts';
import { useShownPageValue } from '../../lib/fixed-route.ts';
import { prefetchOnIntent } from '../../lib/route-prefetch.ts';
import { bootState } from '../../stores/boot-store.ts';
import { configState } from '../../stores/config-store.ts';
import { useStoreValue } from '../../stores/use-store-value.ts';
import { FixedLink, FixedLinkButton } from '../../ui/fixed-link.tsx';
import { narrowOnlyText, wideOnlyText } from '../../ui/compact.css.ts';
import type { RouteHandle } from '../routes/route-handle.ts';
import * as styles from './layout.css.ts';

/**
 * One row on every store down to 320px (decision 024): on a phone the portal name gives way to the logo (its link
 * keeps the name), 'Solicitar Nota Simple' shows as 'Nota Simple' (its name stays whole) and the account and
 * cart show as icons.
 * Logo to the portal homepage (servicios when embedded), the 'Solicitar Nota Simple' button, the account entry
 * (log in, or the orders and logging out; docs/decisions/013-account-area.md) and the cart.
 * The Nota Simple button shows only on Spanish registry stores (it is a Spain-only flow) and not
 * on routes that hide it (the simple-note wizard itself). docs/decisions/005-embedding-and-header.md
 * Until the configuration and the cart have loaded (`booted`) the bar is empty at its final height: the portal's
 * name, logo, account and cart then appear in place rather than moving what is already shown (issue 13).
 */
export function Header() {
  const t = useT();
  const booted = useStoreValue(bootState, (state) => state.booted);
  const embedded = useStoreValue(configState, (state) => state.embedded);
  const storeId = useStoreValue(configState, (state) => state.config.store_id);
  const portal = useStoreValue(configState, (state) => state.config.portalName) || 'Servicios';
  const navbarImage = useStoreValue(configState, (state) => state.config.navbarImage);
  const homepage = useStoreValue(configState, (state) => state.config.homepage);
  const onNoteRoute = useShownPageValue(({ handle }) => (handle as RouteHandle | undefined)?.hideNoteButton === true);
  const showNoteButton = isSpanishRegistryStore(storeId) && !onNoteRoute;

  const logoContent = (
    <>
      {/* Every store's logo is 40 × 32 (client/public/images): its box is kept before the image arrives. */}
      {navbarImage && <img className={styles.logoImage} src={navbarImage} alt="" width={40} height={32} />}
      <span className={navbarImage ? styles.nameBesideImage : styles.name}>{portal}</span>
    </>
  );

  if (!booted) {
    return (
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={styles.brand} />
        </div>
      </header>
    );
  }

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <div className={styles.brand}>
          {embedded ? (
            <FixedLink to={ROUTES.services} className={styles.logo} aria-label={t('header.home', { portal })}>
              {logoContent}
            </FixedLink>
          ) : (
            <a href={homepage} className={styles.logo} aria-label={t('header.home', { portal })}>
              {logoContent}
            </a>
          )}
        </div>
        <nav className={styles.headerActions} aria-label={t('header.nav')}>
          {showNoteButton && (
            <FixedLinkButton to={ROUTES.simpleNote.start} variant="accent" {...prefetchOnIntent(ROUTES.simpleNote.start)}>
              <span className={wideOnlyText}>{t('common.requestNote')}</span>
              <span className={narrowOnlyText} aria-hidden="true">
                {t('common.notaSimple')}
              </span>
            </FixedLinkButton>
          )}
          <AccountMenu />
          <CartMenu renderEditor={renderItemEditor} />
        </nav>
      </div>
    </header>
  );
}
