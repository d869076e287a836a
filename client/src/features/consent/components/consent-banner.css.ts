import { style } from '@vanilla-extract/css';
import { narrowScreen } from '../../../ui/compact.css.ts';
import { space, vars } from '../../../ui/theme/vars.css.ts';

/**
 * Sticky at the bottom of the page, in the page's flow: it never hides the end of the page, which scrolls clear of
 * it. On a phone it is compact (issue 41): short words and one row of buttons, so a first step's main action stays
 * in view above it; opened to choose levels it takes at most 45% of the screen, scrolling inside.
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
  '@media': { [narrowScreen]: { padding: `${space.sm} 12px`, gap: space.xs } },
});
export const text = style({
  margin: 0,
  fontSize: '0.95rem',
  '@media': { [narrowScreen]: { fontSize: '0.875rem', lineHeight: 1.35 } },
});
/** The banner's whole text, on wide screens; on a phone it is not there, for eyes or screen readers. */
export const wideOnly = style({ '@media': { [narrowScreen]: { display: 'none' } } });
/** The banner's short text, on a phone only. */
export const narrowOnly = style({ display: 'none', '@media': { [narrowScreen]: { display: 'inline' } } });
/** On a phone the three choices share one row, each as wide and as easy to press as the others. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  '@media': { [narrowScreen]: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
/** The choice of levels' save button. */
export const levelActions = style({ display: 'flex', gap: space.sm });
export const levels = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius, padding: space.sm, margin: 0 });
export const legend = style({ fontWeight: 600, padding: `0 ${space.xs}` });
export const policyLink = style({ color: vars.color.brand, fontWeight: 600 });
