import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import * as styles from './field.css.ts';
import { FieldErrorSlot, FieldLabel, type FieldBaseProps } from './text-field.tsx';

export interface Choice {
  id: string;
  label: string;
}

interface RadioGroupProps extends FieldBaseProps {
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  /** 'buttons': each choice is a bordered box in a row (the product option type 'radio_button'). */
  look?: 'list' | 'buttons';
}

/**
 * One answer among a few, with its inline error. `id` names the first radio, so the
 * error summary's link lands on a focusable control. The group and its radios are described by the description and
 * the error that are shown, and no other (issue 41).
 */
export function RadioGroup({ id, label, description, error, isRequired, choices, value, onChange, look = 'list' }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      className={styles.field}
      value={value || null}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={label} description={description} onlyWhenShown />
      <div className={look === 'buttons' ? styles.choicesInline : styles.choices}>
        {choices.map((choice, index) => (
          <Radio
            key={choice.id}
            value={choice.id}
            className={look === 'buttons' ? styles.choiceButton : styles.choice}
            {...(index === 0 ? { id } : {})}
          >
            {look === 'buttons' ? null : <span className={styles.mark} aria-hidden="true" />}
            {choice.label}
          </Radio>
        ))}
      </div>
      <FieldErrorSlot error={error} onlyWhenShown />
    </AriaRadioGroup>
  );
}
