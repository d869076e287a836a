import { Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import * as styles from './field.css.ts';

export interface FieldBaseProps {
  /** The id of the focusable control: the wizard's error summary links to it. */
  id: string;
  label: string;
  description?: string;
  /** Shown under the field, in a slot of reserved height; the field is marked invalid while it is set. */
  error?: string | undefined;
  isRequired?: boolean;
}

/**
 * The label and the description of a react-aria field (inside its field component), and below the control its
 * error slot. The description and the error are always in the page, hidden or empty when there is none: React Aria
 * looks for them once the field has mounted (useSlotId, in a layout effect) and, finding one missing, renders the
 * field again at once, synchronously: that held the paint of every step and the hydration of every first step, and
 * pulled the page's effects in before the paint (issue 25). An empty description or error describes nothing.
 */
export function FieldLabel({ label, description }: { label: string; description?: string | undefined }) {
  return (
    <>
      <Label className={styles.label}>{label}</Label>
      <Text slot="description" className={styles.description} hidden={!description}>
        {description}
      </Text>
    </>
  );
}

export function FieldErrorSlot({ error }: { error?: string | undefined }) {
  return (
    <div className={styles.errorSlot}>
      <Text slot="errorMessage">{error}</Text>
    </div>
  );
}

interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string | undefined;
  /** A multi-line answer (the product option type 'area'). */
  multiline?: boolean;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
}

/** A labelled text input (or text area) with its description and its inline error. */
export function TextField({
  id,
  label,
  description,
  error,
  isRequired,
  value,
  onChange,
  placeholder,
  multiline,
  inputMode,
  autoComplete,
}: TextFieldProps) {
  return (
    <AriaTextField
      id={id}
      className={styles.field}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={label} description={description} />
      {multiline ? (
        <TextArea className={styles.textarea} {...(placeholder ? { placeholder } : {})} />
      ) : (
        <Input
          className={styles.control}
          {...(placeholder ? { placeholder } : {})}
          {...(inputMode ? { inputMode } : {})}
          {...(autoComplete ? { autoComplete } : {})}
        />
      )}
      <FieldErrorSlot error={error} />
    </AriaTextField>
  );
}
