import { style } from '@vanilla-extract/css';
import { space, vars } from '../ui/theme/vars.css.ts';

export const section = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: vars.radius,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const heading = style({ fontFamily: vars.font.heading, fontSize: '1.2rem', margin: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const label = style({ textAlign: 'start', fontWeight: 400, padding: `${space.xs} 0`, overflowWrap: 'anywhere' });
export const amount = style({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  padding: `${space.xs} 0 ${space.xs} ${space.md}`,
  verticalAlign: 'top',
});
export const totalRow = style({ borderTop: `2px solid ${vars.color.border}`, fontWeight: 700, fontSize: '1.15rem' });
export const note = style({ margin: 0, fontSize: '0.875rem', color: vars.color.muted });
