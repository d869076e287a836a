import { TextField, type FieldBaseProps } from './text-field.tsx';

interface DateFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string | undefined;
}

/**
 * A date typed as text (spec 5 accepts '12-ene-2004' or 12/1/2004 with dot, dash or slash): the caller checks it
 * with lib/dates.ts parseDate and passes the error. A calendar picker would forbid the spec's written month form.
 */
export function DateField({ description, ...props }: DateFieldProps) {
  return <TextField {...props} {...(description ? { description } : {})} inputMode="text" autoComplete="off" />;
}
