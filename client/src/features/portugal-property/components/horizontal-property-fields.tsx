import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { YesNo } from '../lib/property-place.ts';
import { propertyText } from '../messages.ts';

/** What answering the horizontal-property question changes: 'no' also clears the fraction. */
export type HorizontalPatch = { horizontal: YesNo; prop_horizontal_fracao?: string };

/** Sim / Não, in the store's language. */
export function useYesNoChoices() {
  const t = useT();
  return [
    { id: 'si', label: t('common.yes') },
    { id: 'no', label: t('common.no') },
  ];
}

/** Whether the property is a fraction of a building in horizontal property; used by both wizards and both dialogs. */
export function HorizontalField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: YesNo;
  error?: string | undefined;
  onChange: (patch: HorizontalPatch) => void;
}) {
  const text = useMessages(propertyText);
  const choices = useYesNoChoices();
  return (
    <RadioGroup
      id={id}
      label={text('horizontal')}
      description={text('horizontalHint')}
      choices={choices}
      value={value}
      onChange={(answer) => onChange({ horizontal: answer as YesNo, ...(answer === 'no' ? { prop_horizontal_fracao: '' } : {}) })}
      error={error}
      isRequired
    />
  );
}

/** The fraction's letters, written in capitals as the caderneta predial prints them. */
export function FractionField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const text = useMessages(propertyText);
  return (
    <TextField
      id="prop_horizontal_fracao"
      label={text('fraction')}
      description={text('fractionHint')}
      value={value}
      onChange={(fraction) => onChange(fraction.toUpperCase())}
      error={error}
      isRequired
    />
  );
}
