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
 *
 * A radio or checkbox group is the exception (`onlyWhenShown`): its inputs name the slots whatever their props say,
 * and its radios render it again at mount anyway (each looks for a description of its own), so there a slot is in the
 * page only while it has a text, and React Aria names only the slots shown (issue 41).
 */
export function FieldLabel({
  label,
  description,
  fieldId,
  onlyWhenShown = false,
}: {
  label: string;
  description?: string | undefined;
  /** Given, the description's text is wrapped in an element of id descriptionIdOf(fieldId), see describedByOf. */
  fieldId?: string;
  /** The description's slot is left out while there is no description (a group, see above). */
  onlyWhenShown?: boolean;
}) {
  return (
    <>
      <Label className={styles.label}>{label}</Label>
      {description || !onlyWhenShown ? (
        <Text slot="description" className={styles.description} hidden={!description}>
          {fieldId !== undefined && description ? <span id={descriptionIdOf(fieldId)}>{description}</span> : description}
        </Text>
      ) : null}
    </>
  );
}

/** Below the control, a slot of reserved height; the error's text in it, in React Aria's slot. */
export function FieldErrorSlot({
  error,
  fieldId,
  onlyWhenShown = false,
}: {
  error?: string | undefined;
  fieldId?: string;
  /** React Aria's slot is left out while there is no error (a group, see FieldLabel); the reserved height stays. */
  onlyWhenShown?: boolean;
}) {
  return (
    <div className={styles.errorSlot}>
      {error || !onlyWhenShown ? (
        <Text slot="errorMessage">{fieldId !== undefined && error ? <span id={errorIdOf(fieldId)}>{error}</span> : error}</Text>
      ) : null}
    </div>
  );
}

const descriptionIdOf = (fieldId: string) => `${fieldId}-description`;
const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * The control's aria-describedby: the description and the error that are shown, and no other. React Aria's own refers
 * to both slots above for as long as they are in the page, an empty error slot included once the answer is valid
 * (issue 41): the control names instead the elements FieldLabel and FieldErrorSlot render, given its id, only while
 * they have a text; an empty list when neither has.
 */
export function describedByOf(fieldId: string, description: string | undefined, error: string | undefined): string {
  // empty rather than undefined when nothing is shown: React Aria's props give way only to a defined value
  return [description ? descriptionIdOf(fieldId) : null, error ? errorIdOf(fieldId) : null].filter((id) => id !== null).join(' ');
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
  const describedBy = describedByOf(id, description, error);
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
      <FieldLabel label={label} description={description} fieldId={id} />
      {multiline ? (
        <TextArea className={styles.textarea} aria-describedby={describedBy} {...(placeholder ? { placeholder } : {})} />
      ) : (
        <Input
          className={styles.control}
          aria-describedby={describedBy}
          {...(placeholder ? { placeholder } : {})}
          {...(inputMode ? { inputMode } : {})}
          {...(autoComplete ? { autoComplete } : {})}
        />
      )}
      <FieldErrorSlot error={error} fieldId={id} />
    </AriaTextField>
  );
}
