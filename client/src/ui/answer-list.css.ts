import { style } from '@vanilla-extract/css';
import { space, vars } from './theme/vars.css.ts';

/**
 * Each question and its answer side by side when the list is wide enough, the answer stacked below its question
 * (full width) when not: the answer wraps below once it would get less than half the row (no media query, so it
 * holds in a 400px dialog on a desktop as on a phone). Words never break mid-word; only a string longer than the
 * whole line (an e-mail, a URL) breaks where it must.
 */
export const list = style({ display: 'grid', gap: space.sm, margin: 0 });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: space.md,
  rowGap: '2px',
  paddingBottom: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const term = style({ flex: '1 1 12rem', maxWidth: '100%', fontWeight: 600, overflowWrap: 'break-word' });
export const detail = style({ flex: '999 1 0', minWidth: '55%', margin: 0, overflowWrap: 'break-word' });
export const change = style({ marginLeft: space.xs, whiteSpace: 'nowrap' });
