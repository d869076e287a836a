import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const option = style({
  selectors: {
    '&[data-embedded="true"]': { marginLeft: space.lg, paddingLeft: space.md, borderLeft: `3px solid ${vars.color.border}` },
  },
});

export const intro = style({ color: vars.color.muted });

export const exit = style({
  display: 'grid',
  gap: space.md,
  padding: space.md,
  borderRadius: vars.radius,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

export const panel = style({ display: 'grid', gap: space.md, maxWidth: '44rem' });
export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
export const form = style({ display: 'grid', gap: space.sm });
