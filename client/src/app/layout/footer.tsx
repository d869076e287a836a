import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage, useMessages, useT } from '../../i18n/use-t.ts';
import { FixedLink } from '../../ui/fixed-link.tsx';
import { LEGAL_PAGES, LEGAL_PAGE_IDS } from '../../ui/legal-pages.ts';
import { addressLine, operatingCompany, telHref } from '../../lib/operating-company.ts';
import { configState } from '../../stores/config-store.ts';
import * as styles from './footer.css.ts';
import { footerText } from './messages.ts';

/**
 * The footer of every page of every store (issue 12, decision 022): the portal as a brand of the company that runs
 * it, that company's contact details, and the legal pages, in the store's language.
 */
export function Footer() {
  const t = useT();
  const text = useMessages(footerText);
  const language = useLanguage();
  const { config } = useSnapshot(configState);
  const company = operatingCompany(config.store_id);
  const portal = config.portalName.trim();
  const supportId = useId();
  const legalId = useId();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.column}>
          {portal ? (
            <>
              <p className={styles.portal}>{portal}</p>
              <p>{text('operatedBy', { portal, company: company.legalName })}</p>
            </>
          ) : null}
          <p className={styles.muted}>{text('notPublicBody')}</p>
        </div>
        <section className={styles.column} aria-labelledby={supportId}>
          <h2 id={supportId} className={styles.heading}>
            {text('support')}
          </h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </li>
            <li>
              <a className={styles.link} href={telHref(company.phone)}>
                {company.phone}
              </a>
            </li>
            <li className={styles.muted}>{company.openingHours[language]}</li>
          </ul>
        </section>
        <nav className={styles.column} aria-labelledby={legalId}>
          <h2 id={legalId} className={styles.heading}>
            {text('legalNav')}
          </h2>
          <ul className={styles.list}>
            {LEGAL_PAGE_IDS.map((page) => (
              <li key={page}>
                <FixedLink className={styles.link} to={LEGAL_PAGES[page].path}>
                  {t(LEGAL_PAGES[page].title)}
                </FixedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.bottomInner}>
          © {new Date().getFullYear()} {company.legalName} · {company.taxIdLabel} {company.taxId} · {addressLine(company)}
        </p>
      </div>
    </footer>
  );
}
