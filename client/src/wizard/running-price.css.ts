import { style } from '@vanilla-extract/css';
import { space, vars } from '../ui/theme/vars.css.ts';

export const box = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  gap: `0 ${space.md}`,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});
export const label = style({ fontWeight: 600 });
/** Keeps one line of height while the price loads, so nothing moves when it arrives. */
export const amount = style({ fontSize: '1.4rem', fontWeight: 700, whiteSpace: 'nowrap', minHeight: '1.4em', textAlign: 'end' });
export const vat = style({ gridColumn: '1 / -1', fontSize: '0.875rem', color: vars.color.muted });
