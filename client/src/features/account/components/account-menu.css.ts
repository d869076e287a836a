import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const popover = style({
  minWidth: '220px',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: '0 10px 30px rgba(0,0,0,0.2)',
});
export const menu = style({ padding: space.sm, outline: 'none', display: 'grid', justifyItems: 'start', gap: space.xs });
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${space.xs}`,
  color: vars.color.brand,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const email = style({ padding: `0 ${space.xs}`, color: vars.color.muted, fontSize: '0.85rem', overflowWrap: 'anywhere' });
