import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const page = style({ display: 'grid', gap: space.md, maxWidth: '36rem' });
export const title = style({ fontSize: '1.75rem' });
export const subtitle = style({ fontSize: '1.2rem' });
export const methods = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm });
export const method = style({ display: 'grid', gap: space.xs });
export const methodHint = style({ fontSize: '0.875rem', color: vars.color.muted });
export const form = style({ display: 'grid', gap: space.sm });
export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space.sm });
export const hint = style({ color: vars.color.muted, fontSize: '0.95rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const summary = style({
  display: 'grid',
  gap: space.xs,
  padding: space.md,
  margin: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${space.xs} ${space.md}`, margin: 0 });
export const term = style({ fontWeight: 600 });
export const link = style({ color: vars.color.brand, fontWeight: 600 });
export const select = style({
  font: 'inherit',
  minHeight: '44px',
  width: '100%',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
/** A term and its value inside `details`, grouped for React keys without breaking the grid. */
export const detailRow = style({ display: 'contents' });
export const legalLine = style({ color: vars.color.muted, fontSize: '0.875rem' });
/** The lines of an order: the name (and its detail) on the left, the price on the right, never squeezed. */
export const lines = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm });
export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space.md,
  paddingBottom: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const lineName = style({ display: 'grid', gap: '2px', minWidth: 0, overflowWrap: 'anywhere' });
export const lineDetail = style({ fontSize: '0.9rem', color: vars.color.muted });
export const linePrice = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const totals = style({ display: 'grid', justifyItems: 'end', gap: '2px', textAlign: 'right' });
export const total = style({ fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums' });
export const vat = style({ fontSize: '0.9rem', color: vars.color.muted });
/** "Paying as" and its change link: the address may be long, so it wraps anywhere rather than widen the page. */
export const payingAs = style({ display: 'grid', gap: space.xs });
export const payingAsLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const secure = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm, margin: 0, fontSize: '0.95rem' });
export const padlock = style({ flex: 'none', marginTop: '3px', color: vars.color.brand });
/** A value of a details list: long addresses and e-mails wrap instead of widening the page. */
export const detailValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
/** The logged-in customer's way to another e-mail, opened by "change". */
export const otherAccount = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The card provider's script did not load: the card form says so (card-form.tsx). */
export const providerMissing = style({
  display: 'grid',
  gap: space.xs,
  borderLeft: `4px solid ${vars.color.danger}`,
  padding: `${space.xs} ${space.md}`,
  background: vars.color.surface,
});
