import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { useKeepQuery } from '../lib/keep-query.ts';
import { LEGAL_PAGES } from './legal-pages.ts';
import * as styles from './legal-sentence.css.ts';

const SLOT = '\u0000';
const LABELS = { privacy: 'legal.privacyLink', terms: 'legal.termsLink' } as const;
type LinkedPage = keyof typeof LABELS;

/** The placeholders a sentence gives LegalSentence: `text('consent', LEGAL_SLOTS)`. */
export const LEGAL_SLOTS: Readonly<Record<LinkedPage, string>> = { privacy: `${SLOT}privacy${SLOT}`, terms: `${SLOT}terms${SLOT}` };

const isLinkedPage = (name: string): name is LinkedPage => name in LABELS;

/**
 * A sentence of a form that accepts the store's terms or privacy policy (the register and payment screens), whose
 * `{privacy}` and `{terms}` become links to those pages. They open in a new tab, which the sentence says, so what the
 * buyer has typed on the form stays where it is.
 */
export function LegalSentence({ sentence, className }: { sentence: string; className?: string }) {
  const t = useT();
  const noteId = useId();
  const withQuery = useKeepQuery();
  const parts = sentence.split(SLOT);
  return (
    <p className={className}>
      {parts.map((part, index) =>
        index % 2 === 1 && isLinkedPage(part) ? (
          <Link
            key={index}
            className={styles.link}
            to={withQuery(LEGAL_PAGES[part].path)}
            target="_blank"
            rel="noopener"
            aria-describedby={noteId}
          >
            {t(LABELS[part])}
          </Link>
        ) : (
          part
        ),
      )}{' '}
      <span id={noteId}>{t('legal.newTab')}</span>
    </p>
  );
}
