import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

/** The full width of the page's content, a danger stripe on its left: read first, never covering the page. */
export const notice = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  marginBottom: space.lg,
  overflowWrap: 'anywhere',
});
export const title = style({ margin: 0, fontWeight: 700, fontSize: '1.15rem' });
export const reason = style({ margin: 0, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.xs });
