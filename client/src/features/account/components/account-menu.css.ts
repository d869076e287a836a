import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const popover = style({
  minWidth: '200px',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: '0 10px 30px rgba(0,0,0,0.2)',
});
export const menu = style({ padding: space.xs, outline: 'none', display: 'grid' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.page },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const email = style({ padding: `${space.xs} ${space.md}`, color: vars.color.muted, fontSize: '0.85rem', overflowWrap: 'anywhere' });
