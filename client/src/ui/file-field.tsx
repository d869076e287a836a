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
 * is sent to the order once it exists (lib/pending-uploads.ts, pushFilesToPedido). The input is described by its
 * description, the chosen file and the error, each while shown, and no other (issue 41).
 */
export function FileField({ id, label, description, error, isRequired, fileName, onChange, chosenText, accept }: FileFieldProps) {
  const describedBy = [description ? `${id}-description` : null, fileName ? `${id}-chosen` : null, error ? `${id}-error` : null].filter(
    (shown) => shown !== null,
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        {...(accept === undefined ? {} : { accept })}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
        {...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {})}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          onChange(file?.name ?? '', file);
        }}
      />
      <p id={`${id}-chosen`} className={styles.description}>
        {fileName ? chosenText(fileName) : null}
      </p>
      <div id={`${id}-error`} className={styles.errorSlot}>
        {error}
      </div>
    </div>
  );
}
