import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const intro = style({ display: 'grid', gap: space.md, maxWidth: '44rem' });
export const heading = style({ fontSize: '1.5rem' });
export const note = style({
  borderLeft: `4px solid ${vars.color.brand}`,
  padding: `${space.xs} ${space.md}`,
  background: vars.color.surface,
});
export const warning = style({
  borderLeft: `4px solid ${vars.color.danger}`,
  padding: `${space.xs} ${space.md}`,
  background: vars.color.surface,
});
export const offices = style({ margin: 0, paddingLeft: space.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
