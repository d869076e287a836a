import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

/**
 * Sticky at the bottom of the page, in the page's flow: it never hides the end of the page, which scrolls clear of
 * it, and on a phone it takes at most 45% of the screen, scrolling inside.
 */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 50,
  maxHeight: '45vh',
  overflowY: 'auto',
  borderTop: `3px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 -4px 16px rgb(0 0 0 / 15%)',
});
export const inner = style({
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${space.sm} ${space.md}`,
  display: 'grid',
  gap: space.sm,
});
export const text = style({ margin: 0, fontSize: '0.95rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const levels = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius, padding: space.sm, margin: 0 });
export const legend = style({ fontWeight: 600, padding: `0 ${space.xs}` });
export const policyLink = style({ color: vars.color.brand, fontWeight: 600 });
