import { style } from '@vanilla-extract/css';
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
});

/** spec 2 and 9: edit dialogs are 400px wide (never wider than the screen). */
export const modal = style({
  width: '400px',
  maxWidth: '100%',
  maxHeight: '90vh',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius,
  boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
  selectors: { '&[data-width="500"]': { width: '500px' } },
});

export const dialog = style({ padding: space.lg, outline: 'none', display: 'grid', gap: space.md });
export const heading = style({ fontSize: '1.25rem', fontFamily: vars.font.heading });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm });
export const fields = style({ display: 'grid', gap: space.xs });
