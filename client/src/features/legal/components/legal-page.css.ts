import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

/** A reading column: about 70 characters a line on a desktop, the full width on a phone. */
export const page = style({ maxWidth: '44rem', display: 'grid', gap: space.md, lineHeight: 1.6, overflowWrap: 'break-word' });
export const title = style({ fontFamily: vars.font.heading, fontSize: '1.75rem', lineHeight: 1.25, margin: 0 });
export const updated = style({ color: vars.color.muted, fontSize: '0.95rem', margin: 0 });
export const section = style({ display: 'grid', gap: space.sm });
export const heading = style({ fontFamily: vars.font.heading, fontSize: '1.25rem', lineHeight: 1.3, margin: `${space.sm} 0 0` });
export const paragraph = style({ margin: 0 });
export const list = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs });
export const link = style({ color: vars.color.brand, fontWeight: 600 });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: '0.95rem', lineHeight: 1.4 });
export const caption = style({ textAlign: 'left', fontWeight: 600, paddingBottom: space.xs });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} td:first-child`, { fontFamily: 'monospace', fontWeight: 600 });
/** On a phone each row is a card: the cell's column name ahead of its value, nothing wider than the screen. */
const narrow = '(max-width: 40rem)';
globalStyle(`${table} thead`, {
  '@media': { [narrow]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' } },
});
globalStyle(`${table} tr, ${table} td`, { '@media': { [narrow]: { display: 'block' } } });
globalStyle(`${table} tr`, { '@media': { [narrow]: { padding: `${space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td`, { '@media': { [narrow]: { border: 'none', padding: `2px 0` } } });
globalStyle(`${table} td::before`, {
  '@media': { [narrow]: { content: 'attr(data-label) ": "', fontFamily: vars.font.body, fontWeight: 600 } },
});
export const choice = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});
