import { ERROR_SUMMARY_ID, type StepValidation } from './use-step-validation.ts';
import * as styles from './wizard-step.css.ts';

/** Moves focus to a field: its control, or the first focusable control inside it. */
function focusField(fieldId: string): void {
  const target = document.getElementById(fieldId);
  if (!target) return;
  const focusable = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, button');
  (focusable ?? target).focus();
  (focusable ?? target).scrollIntoView({ block: 'center' });
}

/** The list of a step's errors after a failed Continue: it takes focus and links to each invalid field. */
export function ErrorSummary({ validation, title }: { validation: StepValidation; title: string }) {
  if (validation.summary.length === 0) return null;
  return (
    <div id={ERROR_SUMMARY_ID} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {title}
      </h2>
      <ul>
        {validation.summary.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(fieldId);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
