import { style } from '@vanilla-extract/css';
import { vars } from './theme/vars.css.ts';

export const link = style({ color: vars.color.brand, fontWeight: 600 });
