import { Link, useLocation } from 'react-router';
import { changeLinkTarget } from '../lib/review-return.ts';
import * as styles from './answer-list.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

export interface AnswerRow {
  /** Unique within the list. */
  key: string;
  label: string;
  value: string;
  /** A link back to the step that asked it: its path and its text ('Alterar'), read with the row's label. */
  change?: { to: string; label: string } | undefined;
}

/** The buyer's answers, or any label/value details, as a definition list: review steps, edit dialogs, orders. */
export function AnswerList({ rows }: { rows: AnswerRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.detail}>
            {row.value}
            {row.change ? <ChangeLink {...row.change} rowLabel={row.label} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Cambiar', to the step that asked, keeping the query string and adding the way back to this review
 * (lib/review-return.ts); its accessible name ends with the question: 'Cambiar Titular' (GOV.UK).
 */
function ChangeLink({ to, label, rowLabel }: { to: string; label: string; rowLabel: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {' '}
      <Link to={changeLinkTarget(pathname, search, to)} className={styles.change}>
        {label}
        <span className={visuallyHidden}> {rowLabel}</span>
      </Link>
    </>
  );
}
