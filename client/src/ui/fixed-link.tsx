import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { createPath } from 'react-router';
import { useDataRouter } from '../lib/fixed-route.ts';
import { useKeepQuery } from '../lib/keep-query.ts';
import type { ButtonVariant } from './button.tsx';
import * as styles from './button.css.ts';

export type FixedLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** An app path ('/servicios'), without the embedding host's basename; the current query string is kept (keepQuery). */
  to: string;
};

/**
 * A link to a fixed path of the app, for what every page shows (the header's, the footer's): react-router's <Link>
 * reads the current address to resolve relative paths, so every navigation renders each one again; this one reads
 * only the router, which never changes (issue 25), and the query string it keeps (issue 41). It navigates as <Link> does: in the app on a plain click (the
 * same address replaces the history entry), the browser's own way with a modifier key, another button or target.
 */
export function FixedLink({ to: path, onClick, ...props }: FixedLinkProps) {
  const { router, basename } = useDataRouter();
  const to = useKeepQuery()(path);
  const href = basename === '/' ? to : `${basename.replace(/\/$/, '')}${to}`;
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (props.target && props.target !== '_self') return;
    event.preventDefault();
    void router.navigate(to, { replace: createPath(router.state.location) === href });
  };
  return <a {...props} href={href} onClick={navigate} />;
}

/** <FixedLink> with the look of a button, as <LinkButton> is for react-router's links. */
export function FixedLinkButton({ variant = 'primary', ...props }: FixedLinkProps & { variant?: ButtonVariant }) {
  return <FixedLink {...props} className={styles.button} data-variant={variant} />;
}
