import { style } from '@vanilla-extract/css';
import { space, vars } from '../ui/theme/vars.css.ts';

export const step = style({ display: 'grid', gap: space.lg, maxWidth: '44rem' });
export const heading = style({ display: 'grid', gap: space.xs, fontSize: '1.5rem' });
export const stepCount = style({ fontFamily: vars.font.body, fontSize: '0.95rem', fontWeight: 600, color: vars.color.muted });
export const fields = style({ display: 'grid', gap: space.sm });
export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.md, flexWrap: 'wrap' });
export const backLink = style({ color: vars.color.brand, fontWeight: 600 });

export const summary = style({
  border: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  padding: space.md,
  background: vars.color.surface,
  display: 'grid',
  gap: space.sm,
  selectors: { '&:focus-visible, &:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const summaryTitle = style({ fontSize: '1.1rem', color: vars.color.danger });

/** A wizard's first step offering the buyer's last request (last-request-panel.tsx). */
export const lastRequest = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  borderLeft: `4px solid ${vars.color.brand}`,
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surface,
});
export const lastRequestHeading = style({ fontSize: '1.1rem' });
