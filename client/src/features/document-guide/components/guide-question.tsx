import { type FormEvent, useState } from 'react';
import { FixedLink } from '../../../ui/fixed-link.tsx';
import { PlainButton } from '../../../ui/link-button.tsx';
import { useMessages } from '../../../i18n/use-t.ts';
import { ErrorSummary } from '../../../wizard/error-summary.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { wizardText } from '../../../wizard/messages.ts';
import { guideText } from '../messages.ts';
import * as styles from './document-guide.css.ts';

export interface GuideChoice {
  id: string;
  label: string;
}

interface GuideQuestionProps {
  /** The form field's name, also the prefix of each radio's id. */
  name: string;
  legend: string;
  hint?: string | undefined;
  choices: readonly GuideChoice[];
  /** The error when Continue is pressed with nothing chosen. */
  missing: string;
  initial?: string | undefined;
  back?: { to: string; label: string } | undefined;
  onAnswer: (choiceId: string) => void;
}

/**
 * One question on its own page, as GOV.UK asks them: a fieldset whose legend is the page's heading, native radios,
 * and on a Continue with nothing chosen an error summary that takes focus and links to the first radio.
 */
export function GuideQuestion({ name, legend, hint, choices, missing, initial, back, onAnswer }: GuideQuestionProps) {
  const text = useMessages(guideText);
  const wizard = useMessages(wizardText);
  const [value, setValue] = useState(initial ?? '');
  const firstId = `${name}-${choices[0]?.id ?? ''}`;
  const validation = useStepValidation({ [firstId]: value ? undefined : missing });
  const error = validation.visible[firstId];
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validation.attempt()) onAnswer(value);
  };

  return (
    <div className={styles.page}>
      {back && (
        <FixedLink to={back.to} className={styles.backLink}>
          {back.label}
        </FixedLink>
      )}
      <ErrorSummary validation={validation} title={text('summaryTitle')} />
      <form onSubmit={submit} noValidate>
        <fieldset
          className={styles.fieldset}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        >
          <legend className={styles.legend}>
            <h1 className={styles.heading}>{legend}</h1>
          </legend>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {error && (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.choices} data-invalid={error ? '' : undefined}>
            {choices.map((choice) => (
              <label key={choice.id} className={styles.choice}>
                <input
                  id={`${name}-${choice.id}`}
                  className={styles.radio}
                  type="radio"
                  name={name}
                  value={choice.id}
                  checked={value === choice.id}
                  onChange={() => setValue(choice.id)}
                  aria-invalid={error ? true : undefined}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <PlainButton type="submit">{wizard('continue')}</PlainButton>
        </div>
      </form>
    </div>
  );
}
