import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const page = style({ display: 'grid', gap: space.md, maxWidth: '30rem' });
export const title = style({ fontSize: '1.75rem' });
export const form = style({ display: 'grid', gap: space.sm });
export const hint = style({ color: vars.color.muted, fontSize: '0.95rem' });
export const alert = style({ color: vars.color.danger, fontWeight: 600, minHeight: '1.5rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const link = style({ color: vars.color.brand, fontWeight: 600 });
