import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const page = style({ display: 'grid', gap: space.lg });
export const title = style({ fontSize: '1.75rem' });
export const section = style({ display: 'grid', gap: space.md });
export const groupTitle = style({ fontSize: '1.1rem', color: vars.color.muted });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const card = style({
  display: 'grid',
  gap: space.sm,
  alignContent: 'space-between',
  padding: space.md,
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const hint = style({ color: vars.color.muted, fontSize: '0.95rem' });
