import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const page = style({ display: 'grid', gap: space.lg });
export const intro = style({ display: 'grid', gap: space.xs });
export const title = style({ fontSize: '1.75rem' });
export const vatNote = style({ color: vars.color.muted, fontSize: '0.95rem' });
/** The way into "Which documents do I need?" (issue 42), under the title. */
export const guideLink = style({ fontWeight: 600, color: vars.color.brand });
export const section = style({ display: 'grid', gap: space.md });
export const groupTitle = style({ fontSize: '1.1rem', color: vars.color.muted });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
});
/** Each card spans three rows of the list's grid (subgrid): descriptions, prices and buttons line up along a row. */
export const card = style({
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  rowGap: space.sm,
  padding: space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
/** A card's button keeps its own height at the foot of the row's button track. */
globalStyle(`${card} > a`, { alignSelf: 'end' });
export const hint = style({ color: vars.color.muted, fontSize: '0.95rem' });
/** The price's lines are reserved (the amount, and a note where one comes), so a price arriving late moves nothing. */
export const price = style({ display: 'grid', minHeight: '1.55rem', alignContent: 'start', lineHeight: 1.35 });
export const priceWithNote = style([price, { minHeight: '2.7rem' }]);
export const amount = style({ fontWeight: 700, fontSize: '1.125rem', color: vars.color.brand });
export const priceNote = style({ color: vars.color.muted, fontSize: '0.85rem' });
