import { useId } from 'react';
import * as styles from './field.css.ts';
import type { FieldBaseProps } from './text-field.tsx';

interface FileFieldProps extends FieldBaseProps {
  /** The name of the chosen file, or ''. */
  fileName: string;
  /** The chosen file's name (the answer) and the file itself, or '' and null when none is chosen. */
  onChange: (fileName: string, file: File | null) => void;
  chosenText: (name: string) => string;
  /** The types the input offers to pick (its accept attribute). */
  accept?: string;
}

/**
 * A document the buyer attaches (the product option type 'file'). The file's name is the answer; the file itself
 * is sent to the order once it exists (lib/pending-uploads.ts, pushFilesToPedido).
 */
export function FileField({ id, label, description, error, isRequired, fileName, onChange, chosenText, accept }: FileFieldProps) {
  const describedBy = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description ? <p className={styles.description}>{description}</p> : null}
      <input
        id={id}
        type="file"
        {...(accept === undefined ? {} : { accept })}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={`${describedBy}-chosen ${describedBy}-error`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          onChange(file?.name ?? '', file);
        }}
      />
      <p id={`${describedBy}-chosen`} className={styles.description}>
        {fileName ? chosenText(fileName) : null}
      </p>
      <div id={`${describedBy}-error`} className={styles.errorSlot}>
        {error}
      </div>
    </div>
  );
}
