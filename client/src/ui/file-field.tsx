import { useId } from 'react';
import * as styles from './field.css.ts';
import type { FieldBaseProps } from './text-field.tsx';

interface FileFieldProps extends FieldBaseProps {
  /** The name of the chosen file, or ''. */
  fileName: string;
  onChange: (fileName: string) => void;
  chosenText: (name: string) => string;
}

/**
 * A document the buyer attaches (the product option type 'file'). Today only the file's name travels, as the
 * answer; the document itself is not uploaded yet (pushFilesToPedido, spec 7, is built by the orders issue).
 */
export function FileField({ id, label, description, error, isRequired, fileName, onChange, chosenText }: FileFieldProps) {
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
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        aria-describedby={`${describedBy}-chosen ${describedBy}-error`}
        onChange={(event) => onChange(event.currentTarget.files?.[0]?.name ?? '')}
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
