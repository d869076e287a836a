import { style } from '@vanilla-extract/css';
import { space, vars } from '../ui/theme/vars.css.ts';

/** One line on any width: what it is (with 'IVA incluido' under it, small) on the left, the amount on the right. */
export const box = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto auto',
  alignItems: 'center',
  gap: `0 ${space.md}`,
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});
export const label = style({ fontWeight: 600, lineHeight: 1.25 });
/** Keeps one line of height while the price loads, so nothing moves when it arrives. */
export const amount = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  fontSize: '1.3rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  minHeight: '1.3em',
  textAlign: 'end',
});
export const vat = style({ gridColumn: 1, fontSize: '0.8rem', lineHeight: 1.25, color: vars.color.muted });
