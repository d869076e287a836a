import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const page = style({ display: 'grid', gap: space.md, maxWidth: '48rem' });
export const heading = style({ fontSize: '1.75rem' });
export const subheading = style({ fontSize: '1.2rem' });
export const province = style({ color: vars.color.muted });
export const offices = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs });
export const warning = style({
  borderLeft: `4px solid ${vars.color.danger}`,
  padding: `${space.xs} ${space.md}`,
  background: vars.color.surface,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
