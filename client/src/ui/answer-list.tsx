import * as styles from './answer-list.css.ts';

export interface AnswerRow {
  /** Unique within the list. */
  key: string;
  label: string;
  value: string;
}

/** The buyer's answers, or any label/value details, as a definition list: review steps, edit dialogs, orders. */
export function AnswerList({ rows }: { rows: AnswerRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} style={{ display: 'contents' }}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.detail}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
