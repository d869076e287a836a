import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'link';

export function Button({ variant = 'primary', ...props }: AriaButtonProps & { variant?: ButtonVariant }) {
  return <AriaButton {...props} className={styles.button} data-variant={variant} />;
}

// <LinkButton> and <PlainButton> live apart (ui/link-button.tsx), so a first screen that needs only them does not
// load React Aria's press handling.
