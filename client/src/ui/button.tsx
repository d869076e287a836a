import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link, type LinkProps } from 'react-router';
import * as styles from './button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'link';

export function Button({ variant = 'primary', ...props }: AriaButtonProps & { variant?: ButtonVariant }) {
  return <AriaButton {...props} className={styles.button} data-variant={variant} />;
}

/** A navigation that looks like a button: a real link, so it opens in a new tab and reads as a link. */
export function LinkButton({ variant = 'primary', ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={styles.button} data-variant={variant} />;
}
