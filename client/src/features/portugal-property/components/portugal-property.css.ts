import { style } from '@vanilla-extract/css';
import { space } from '../../../ui/theme/vars.css.ts';

export const intro = style({ display: 'grid', gap: space.sm, maxWidth: '44rem' });
