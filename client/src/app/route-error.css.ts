import { style } from '@vanilla-extract/css';
import { space, vars } from '../ui/theme/vars.css.ts';

export const page = style({
  maxWidth: '640px',
  margin: `${space.lg} auto`,
  padding: space.md,
  display: 'grid',
  gap: space.md,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
