import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const popover = style({
  width: 'min(380px, calc(100vw - 16px))',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: '0 10px 30px rgba(0,0,0,0.2)',
  overflowY: 'auto',
});
export const panel = style({ padding: space.md, outline: 'none', display: 'grid', gap: space.md });
export const heading = style({ fontSize: '1.1rem' });
export const list = style({ listStyle: 'none', padding: 0, display: 'grid', gap: space.sm });
export const item = style({ display: 'grid', gap: space.xs, paddingBottom: space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const itemHead = style({ display: 'flex', gap: space.sm, justifyContent: 'space-between', alignItems: 'baseline' });
export const itemName = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const itemPrice = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space.sm,
  fontSize: '1.05rem',
});
export const itemActions = style({ display: 'flex', gap: space.sm });
export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.6em',
  height: '1.6em',
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '0.85rem',
});
