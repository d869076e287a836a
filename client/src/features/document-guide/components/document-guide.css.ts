import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const page = style({ display: 'grid', gap: space.lg, maxWidth: '44rem' });
export const backLink = style({ color: vars.color.brand, fontWeight: 600, justifySelf: 'start' });

/** GOV.UK's question page: the fieldset's legend is the page's heading. */
export const fieldset = style({ border: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm, minInlineSize: 0 });
export const legend = style({ padding: 0, marginBottom: space.sm });
export const heading = style({ fontSize: '1.75rem' });
export const hint = style({ color: vars.color.muted });
export const error = style({ color: vars.color.danger, fontWeight: 600 });
export const choices = style({
  display: 'grid',
  gap: space.sm,
  paddingLeft: space.md,
  borderLeft: '4px solid transparent',
  selectors: { '&[data-invalid]': { borderLeftColor: vars.color.danger } },
});
export const choice = style({ display: 'flex', alignItems: 'center', gap: space.sm, minHeight: '44px', cursor: 'pointer' });
export const radio = style({
  width: '24px',
  height: '24px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const actions = style({ display: 'flex', gap: space.md, flexWrap: 'wrap', alignItems: 'center' });

export const section = style({ display: 'grid', gap: space.md });
export const sectionTitle = style({ fontSize: '1.35rem' });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.md });
export const card = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  padding: space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const cardTitle = style({ fontSize: '1.15rem' });
export const price = style({ fontWeight: 700, fontSize: '1.125rem', color: vars.color.brand });
export const status = style({ fontWeight: 600 });
