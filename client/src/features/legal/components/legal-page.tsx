import { Fragment, use, useId } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { useLanguage, useMessages, useT } from '../../../i18n/use-t.ts';
import { OPTIONAL_CONSENT_LEVELS } from '../../../lib/consent.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';
import { LEGAL_PAGES, type LegalPageId } from '../../../ui/legal-pages.ts';
import { operatingCompany } from '../../../lib/operating-company.ts';
import { configState } from '../../../stores/config-store.ts';
import { consentState, reviewConsent } from '../../../stores/consent-store.ts';
import { Button } from '../../../ui/button.tsx';
import { companyValues, fillValues, inlineParts, loadLegalTexts } from '../lib/legal-text.ts';
import { legalText } from '../messages.ts';
import type { LegalBlock } from '../texts/legal-document.ts';
import * as styles from './legal-page.css.ts';

const LIST_LOCALES = { es: 'es-ES', pt: 'pt-PT', en: 'en-GB' } as const;

/**
 * A legal page or the contact page (decision 022): its h1 is the title its links and the document title use, then the
 * date of the texts, an introduction and the sections, in the store's language, with the operating company's data.
 * The texts load with the page (the layout's Suspense shows the loading status meanwhile).
 */
export function LegalPage({ page }: { page: LegalPageId }) {
  const t = useT();
  const text = useMessages(legalText);
  const language = useLanguage();
  const texts = use(loadLegalTexts(language));
  const { config } = useSnapshot(configState);
  const values = companyValues(
    operatingCompany(config.store_id),
    config.portalName.trim() || operatingCompany(config.store_id).legalName,
    language,
  );
  const document = texts.documents[page];
  const titleId = useId();

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t(LEGAL_PAGES[page].title)}
      </h1>
      {page === 'contact' ? null : <p className={styles.updated}>{text('updated', { date: texts.updated })}</p>}
      {document.intro.map((block, index) => (
        <Block key={index} block={block} values={values} />
      ))}
      {document.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`${titleId}-${section.id}`}>
          <h2 id={`${titleId}-${section.id}`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} values={values} />
          ))}
        </section>
      ))}
    </article>
  );
}

function Block({ block, values }: { block: LegalBlock; values: Readonly<Record<string, string>> }) {
  if (typeof block === 'string') {
    return (
      <p className={styles.paragraph}>
        <Inline text={block} values={values} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item, index) => (
          <li key={index}>
            <Inline text={item} values={values} />
          </li>
        ))}
      </ul>
    );
  }
  if ('table' in block) {
    const { caption, head, rows } = block.table;
    return (
      <table className={styles.table}>
        <caption className={styles.caption}>{fillValues(caption, values)}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => (
                <td key={index} data-label={head[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <ConsentChoice />;
}

/** A text with its `{name}` values filled and its `[label](target)` links made links. */
function Inline({ text, values }: { text: string; values: Readonly<Record<string, string>> }) {
  const withQuery = useKeepQuery();
  return inlineParts(fillValues(text, values)).map((part, index) => {
    if (!('href' in part)) return <Fragment key={index}>{part.text}</Fragment>;
    if (part.href.startsWith('/'))
      return (
        <Link key={index} className={styles.link} to={withQuery(part.href)}>
          {part.text}
        </Link>
      );
    return (
      <a key={index} className={styles.link} href={part.href} {...(part.external ? { rel: 'noopener noreferrer' } : {})}>
        {part.text}
      </a>
    );
  });
}

/** The cookie policy's own box: what the buyer accepts now, and a button that shows the consent banner again. */
function ConsentChoice() {
  const text = useMessages(legalText);
  const language = useLanguage();
  const { granted, source, reviewing } = useSnapshot(consentState);
  const optional = OPTIONAL_CONSENT_LEVELS.filter((level) => granted.includes(level));
  const levels = new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(optional.map((level) => text(level)));

  const current =
    source === 'none'
      ? text('choiceNone')
      : source === 'implicit'
        ? text('choiceImplicit')
        : optional.length === 0
          ? text('choiceNecessaryOnly')
          : text('choiceLevels', { levels });

  return (
    <div className={styles.choice}>
      <p className={styles.paragraph} role="status">
        {reviewing ? text('choiceOpened') : current}
      </p>
      <Button variant="secondary" onPress={reviewConsent} isDisabled={reviewing}>
        {text('changeChoice')}
      </Button>
    </div>
  );
}
