import { style } from '@vanilla-extract/css';
import { space } from '../ui/theme/vars.css.ts';

export const screen = style({ display: 'grid', gap: space.md, maxWidth: '44rem' });
export const heading = style({ fontSize: '1.5rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
