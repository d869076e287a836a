import { style } from '@vanilla-extract/css';
import { space, vars } from '../../ui/theme/vars.css.ts';

export const footer = style({
  marginTop: space.xl,
  borderTop: `3px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.95rem',
  overflowWrap: 'anywhere',
});
/** Three columns on a desktop, stacked on a phone: each column at least 15rem, never wider than the screen. */
export const inner = style({
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${space.lg} ${space.md}`,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});
export const column = style({ display: 'grid', gap: space.sm, alignContent: 'start' });
export const portal = style({ fontFamily: vars.font.heading, fontWeight: 700, fontSize: '1.1rem' });
export const heading = style({ fontFamily: vars.font.heading, fontSize: '1rem', fontWeight: 700 });
export const muted = style({ color: vars.color.muted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
/** Links are 44px tall targets on a phone without spreading the list on a desktop. */
export const link = style({
  color: vars.color.brand,
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  '@media': { '(pointer: coarse)': { minHeight: '44px' } },
});
export const bottom = style({
  borderTop: `1px solid ${vars.color.border}`,
});
export const bottomInner = style({
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${space.sm} ${space.md}`,
  color: vars.color.muted,
  fontSize: '0.875rem',
});
