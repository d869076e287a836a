import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { ButtonVariant } from './button.tsx';
import * as styles from './button.css.ts';

/** A navigation that looks like a button: a real link, so it opens in a new tab and reads as a link. */
export function LinkButton({ variant = 'primary', ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={styles.button} data-variant={variant} />;
}

/**
 * The look of <Button> on a plain HTML button, for the first screen's few buttons where React Aria's press handling
 * adds nothing (a click that opens a panel, dismisses a notice): the first load then carries none of it (issue 13).
 * Use <Button> everywhere else.
 */
export function PlainButton({
  variant = 'primary',
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant }) {
  return <button {...props} type={type} className={styles.button} data-variant={variant} />;
}
