import { style } from '@vanilla-extract/css';
import { space } from './theme/vars.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const change = style({ marginLeft: space.xs, whiteSpace: 'nowrap' });
