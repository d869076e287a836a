import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

/** A line the buyer must not miss before paying, set apart by a bar in the brand's colour. */
export const notice = style({
  margin: 0,
  borderLeft: `4px solid ${vars.color.brand}`,
  padding: `${space.xs} ${space.md}`,
  background: vars.color.surface,
});
