import { useEffect, useState } from 'react';

/** The id of the step's error summary (one per page), which takes focus after a failed Continue. */
export const ERROR_SUMMARY_ID = 'error-summary';

/** field id -> error text; a field without an error is absent or undefined. */
export type FieldErrors = Record<string, string | undefined>;

export interface StepValidation {
  /** The errors to show: none until the buyer first tries to continue, then live. */
  visible: FieldErrors;
  /** The errors to list in the summary, in field order. */
  summary: { fieldId: string; message: string }[];
  /** Call on Continue: true when the step has no error; otherwise shows the errors and focuses the summary. */
  attempt: () => boolean;
}

/**
 * Errors are computed by the step on every render (`errors`); this hook decides when they show:
 * inline and in the summary after the first Continue, and the summary takes focus on each failed Continue.
 * `labels` (field id -> label) prefixes each summary line, so every link says which field it leads to.
 */
export function useStepValidation(errors: FieldErrors, labels: Record<string, string> = {}): StepValidation {
  const [attempted, setAttempted] = useState(false);
  const [failures, setFailures] = useState(0);
  const summary = Object.entries(errors).flatMap(([fieldId, message]) =>
    message ? [{ fieldId, message: labels[fieldId] ? `${labels[fieldId]}: ${message}` : message }] : [],
  );

  useEffect(() => {
    if (failures > 0) document.getElementById(ERROR_SUMMARY_ID)?.focus();
  }, [failures]);

  return {
    visible: attempted ? errors : {},
    summary: attempted ? summary : [],
    attempt: () => {
      setAttempted(true);
      if (summary.length === 0) return true;
      setFailures((count) => count + 1);
      return false;
    },
  };
}
