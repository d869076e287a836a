import { Input, Label, TextField as AriaTextField } from 'react-aria-components';
import * as fieldStyles from '../../../ui/field.css.ts';
import { FieldErrorSlot } from '../../../ui/text-field.tsx';

/** A labelled password input with its inline error (the shared TextField has no password type). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <AriaTextField
      id={id}
      className={fieldStyles.field}
      type="password"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input className={fieldStyles.control} autoComplete="current-password" />
      <FieldErrorSlot error={error} />
    </AriaTextField>
  );
}
