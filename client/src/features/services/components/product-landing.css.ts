import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

/** One column on a phone (what, price and start, details); on a desktop the price box sits beside the details. */
export const page = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateAreas: '"intro" "buy" "details"',
  '@media': {
    'screen and (min-width: 760px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 320px',
      gridTemplateAreas: '"intro buy" "details buy"',
      alignItems: 'start',
      columnGap: space.xl,
    },
  },
});
export const intro = style({ gridArea: 'intro', display: 'grid', gap: space.sm });
export const eyebrow = style({
  color: vars.color.muted,
  fontSize: '0.9rem',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const title = style({ fontSize: 'clamp(1.75rem, 5vw, 2.25rem)', lineHeight: 1.15 });
export const lead = style({ fontSize: '1.15rem' });
export const buyBox = style({
  gridArea: 'buy',
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const price = style({ fontSize: '1.75rem', fontWeight: 700, color: vars.color.brand, lineHeight: 1.2 });
export const muted = style({ color: vars.color.muted, fontSize: '0.95rem' });
export const delivery = style({ fontWeight: 600, paddingBottom: space.sm });
export const details = style({ gridArea: 'details', display: 'grid', gap: space.lg, maxWidth: '65ch' });
export const section = style({ display: 'grid', gap: space.sm });
export const sectionTitle = style({ fontSize: '1.25rem' });
export const steps = style({ display: 'grid', gap: space.xs, margin: 0, paddingLeft: '1.4em' });
export const readyList = style({ display: 'grid', gap: space.xs, margin: 0, paddingLeft: '1.4em' });
