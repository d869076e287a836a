import { style } from '@vanilla-extract/css';
import { narrowScreen } from './compact.css.ts';
import { space, vars } from './theme/vars.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.45)',
  padding: space.md,
  '@media': { [narrowScreen]: { padding: space.sm } },
});

/**
 * spec 2 and 9: edit dialogs are 400px wide, never wider than the screen and never taller: the body scrolls
 * inside the dialog and its actions stay in sight (decision 024).
 */
export const modal = style({
  width: '400px',
  maxWidth: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius,
  boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
  selectors: { '&[data-width="500"]': { width: '500px' } },
});

export const dialog = style({
  padding: space.lg,
  outline: 'none',
  display: 'grid',
  gap: space.md,
  '@media': { [narrowScreen]: { padding: space.md } },
});
export const heading = style({ fontSize: '1.25rem' });
/** Kept at the bottom of the dialog while its body scrolls, so Save is never below the fold of a phone. */
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.sm,
  paddingBlock: space.sm,
  background: vars.color.surface,
  boxShadow: `0 -1px 0 ${vars.color.border}`,
});
export const fields = style({ display: 'grid', gap: space.xs });
