import { useEffect, useState } from 'react';

/** The id of the step's error summary (one per page), which takes focus after a failed Continue. */
export const ERROR_SUMMARY_ID = 'error-summary';

/** field id -> error text; a field without an error is absent or undefined. */
export type FieldErrors = Record<string, string | undefined>;

export interface StepValidation {
  /** The errors to show: none until the buyer first tries to continue (see useStepValidation for when they change). */
  visible: FieldErrors;
  /** The errors to list in the summary, in field order. */
  summary: { fieldId: string; message: string }[];
  /** Call on Continue: true when the step has no error; otherwise shows the errors and focuses the summary. */
  attempt: () => boolean;
  /** Call when focus leaves a control of the step (WizardStep's form does): its field's error is brought up to date. */
  leave: (control: Element) => void;
}

/**
 * Errors are computed by the step on every render (`errors`); this hook decides when they show, as GOV.UK's
 * question pages do: none before the first Continue; then each field's error as it was at the last Continue or
 * when the buyer last left that field. An error goes as soon as the field is right, but one that comes back,
 * or changes, while the buyer is still typing ('pick it from the list' while they type a name) waits until they
 * leave the field or press Continue. Each failed Continue focuses the summary.
 * `labels` (field id -> label) prefixes each summary line, so every link says which field it leads to.
 */
export function useStepValidation(errors: FieldErrors, labels: Record<string, string> = {}): StepValidation {
  const [attempted, setAttempted] = useState(false);
  const [failures, setFailures] = useState(0);
  /** The errors as last shown: at the last Continue, or when the buyer left the field. */
  const [shown, setShown] = useState<FieldErrors>({});

  // A shown error whose field is right now is forgotten, so that breaking the field again shows nothing until blur.
  const fixed = Object.keys(shown).filter((fieldId) => shown[fieldId] !== undefined && !errors[fieldId]);
  if (fixed.length > 0) setShown((current) => ({ ...current, ...Object.fromEntries(fixed.map((fieldId) => [fieldId, undefined])) }));

  const visible: FieldErrors = Object.fromEntries(
    Object.keys(errors).flatMap((fieldId) => (errors[fieldId] && shown[fieldId] ? [[fieldId, shown[fieldId]]] : [])),
  );
  const summary = Object.entries(visible).flatMap(([fieldId, message]) =>
    message ? [{ fieldId, message: labels[fieldId] ? `${labels[fieldId]}: ${message}` : message }] : [],
  );
  const failing = Object.values(errors).some(Boolean);

  useEffect(() => {
    if (failures > 0) document.getElementById(ERROR_SUMMARY_ID)?.focus();
  }, [failures]);

  return {
    visible,
    summary,
    attempt: () => {
      // A step without errors is left at once: showing its (no) errors first would render it again for nothing.
      if (!failing) return true;
      setAttempted(true);
      setShown({ ...errors });
      setFailures((count) => count + 1);
      return false;
    },
    leave: (control) => {
      if (!attempted) return;
      const fieldId = fieldOf(control, errors);
      if (fieldId !== null && shown[fieldId] !== errors[fieldId]) setShown((current) => ({ ...current, [fieldId]: errors[fieldId] }));
    },
  };
}

/** The field a control belongs to: the control's own id, or an enclosing element's, among the step's field ids. */
function fieldOf(control: Element, errors: FieldErrors): string | null {
  for (let element: Element | null = control; element !== null && element.tagName !== 'FORM'; element = element.parentElement) {
    if (element.id && element.id in errors) return element.id;
  }
  return null;
}
