import { useState } from 'react';
import { OPTIONAL_CONSENT_LEVELS, type ConsentLevel, type OptionalConsentLevel } from '../../../lib/consent.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxChoice } from '../../../ui/checkbox-field.tsx';
import { consentText } from '../messages.ts';
import * as styles from './consent-banner.css.ts';

/**
 * The consent banner's choice of levels (decision 015), loaded when the buyer opens it: strictly necessary stated as
 * always on, a checkbox per optional level (the current ones ticked), and save.
 */
export function ConsentLevels({
  granted,
  onChoose,
}: {
  granted: readonly ConsentLevel[];
  onChoose: (levels: readonly OptionalConsentLevel[]) => void;
}) {
  const text = useMessages(consentText);
  const [selected, setSelected] = useState<OptionalConsentLevel[]>(() =>
    OPTIONAL_CONSENT_LEVELS.filter((level) => granted.includes(level)),
  );
  const toggle = (level: OptionalConsentLevel, on: boolean) =>
    setSelected((current) => OPTIONAL_CONSENT_LEVELS.filter((candidate) => (candidate === level ? on : current.includes(candidate))));

  return (
    <fieldset className={styles.levels}>
      <legend className={styles.legend}>{text('levels')}</legend>
      <p className={styles.text}>{text('strictlyNecessary')}</p>
      {OPTIONAL_CONSENT_LEVELS.map((level) => (
        <CheckboxChoice key={level} label={text(level)} checked={selected.includes(level)} onChange={(on) => toggle(level, on)} />
      ))}
      <div className={styles.levelActions}>
        <Button variant="secondary" onPress={() => onChoose(selected)}>
          {text('save')}
        </Button>
      </div>
    </fieldset>
  );
}
