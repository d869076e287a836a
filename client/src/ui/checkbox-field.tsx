import { Checkbox, CheckboxGroup } from 'react-aria-components';
import * as styles from './field.css.ts';
import type { Choice } from './radio-group.tsx';
import { FieldErrorSlot, FieldLabel, type FieldBaseProps } from './text-field.tsx';

interface CheckboxFieldProps {
  /** The id of the checkbox input: the wizard's error summary links to it. */
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** A checkbox and its label alone, for choices that cannot be wrong (the consent levels): no error slot. */
export function CheckboxChoice({ label, checked, onChange, ...checkbox }: ChoiceProps) {
  return (
    <Checkbox {...checkbox} className={styles.choice} isSelected={checked} onChange={onChange}>
      <span className={styles.checkMark} aria-hidden="true" />
      {label}
    </Checkbox>
  );
}

interface ChoiceProps extends Pick<CheckboxFieldProps, 'label' | 'checked' | 'onChange'> {
  id?: string;
  isInvalid?: boolean;
  'aria-describedby'?: string;
}

/** One yes/no answer (the product option type 'checkbox'), with its inline error. */
export function CheckboxField({ id, label, checked, onChange, error }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <CheckboxChoice
        id={id}
        label={label}
        checked={checked}
        onChange={onChange}
        isInvalid={Boolean(error)}
        {...(error ? { 'aria-describedby': errorId } : {})}
      />
      <div id={errorId} className={styles.errorSlot}>
        {error}
      </div>
    </div>
  );
}

interface CheckboxGroupFieldProps extends FieldBaseProps {
  choices: readonly Choice[];
  /** The ids of the ticked choices. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/**
 * Several yes/no answers under one label (a checkbox option with several values). `id` names the first checkbox. The
 * group and its checkboxes are described by the description and the error that are shown, and no other (issue 41).
 */
export function CheckboxGroupField({ id, label, description, error, isRequired, choices, value, onChange }: CheckboxGroupFieldProps) {
  return (
    <CheckboxGroup
      className={styles.field}
      value={[...value]}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={label} description={description} onlyWhenShown />
      <div className={styles.choices}>
        {choices.map((choice, index) => (
          <Checkbox key={choice.id} value={choice.id} className={styles.choice} {...(index === 0 ? { id } : {})}>
            <span className={styles.checkMark} aria-hidden="true" />
            {choice.label}
          </Checkbox>
        ))}
      </div>
      <FieldErrorSlot error={error} onlyWhenShown />
    </CheckboxGroup>
  );
}
