import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import * as styles from './field.css.ts';
import type { Choice } from './radio-group.tsx';
import { FieldErrorSlot, FieldLabel, describedByOf, type FieldBaseProps } from './text-field.tsx';

interface SelectFieldProps extends FieldBaseProps {
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/**
 * A drop-down list (the product option type 'drop_down'), with its inline error. `id` names the button, which is
 * described by the description and the error that are shown, and no other (issue 41).
 */
export function SelectField({ id, label, description, error, isRequired, choices, value, onChange, placeholder }: SelectFieldProps) {
  return (
    <Select
      className={styles.field}
      value={value || null}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      isInvalid={Boolean(error)}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
      placeholder={placeholder}
    >
      <FieldLabel label={label} description={description} fieldId={id} />
      <Button id={id} className={styles.selectButton} aria-describedby={describedByOf(id, description, error)}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldErrorSlot error={error} fieldId={id} />
      <Popover className={styles.popover}>
        <ListBox items={choices}>
          {(choice) => (
            <ListBoxItem id={choice.id} className={styles.option}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
