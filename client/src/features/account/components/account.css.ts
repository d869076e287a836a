import { style } from '@vanilla-extract/css';
import { space, vars } from '../../../ui/theme/vars.css.ts';

export const page = style({ display: 'grid', gap: space.md, maxWidth: '48rem' });
export const title = style({ fontSize: '1.75rem', outline: 'none' });
export const muted = style({ color: vars.color.muted });
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.md });
export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  minWidth: 0,
});
export const cardHeading = style({ fontSize: '1.2rem', display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'baseline' });
export const subheading = style({ fontSize: '1.05rem' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  color: vars.color.muted,
  fontSize: '0.95rem',
});
export const lines = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm });
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.sm,
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const children = style({
  listStyle: 'none',
  margin: `${space.xs} 0 0`,
  padding: `0 0 0 ${space.md}`,
  borderLeft: `3px solid ${vars.color.border}`,
});
export const link = style({ color: vars.color.brand, fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const section = style({ display: 'grid', gap: space.sm });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const detailRow = style({ display: 'contents' });
/** The buyer's answers: label beside value on wide screens, above it on phones (labels can be long questions). */
export const answers = style({ display: 'grid', gap: space.xs, margin: 0 });
export const answer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: space.md,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 } },
});
export const answerValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const viewer = style({
  width: '100%',
  height: '70vh',
  minHeight: '320px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
/** Where the PDF viewer library draws the document. */
export const viewerHost = style({ width: '100%', minHeight: '70vh' });
export const notice = style({
  padding: space.sm,
  borderRadius: vars.radius,
  background: vars.color.page,
  border: `1px solid ${vars.color.border}`,
});
export const error = style({ color: vars.color.danger, fontWeight: 600 });

/** spec 4's status label; the spec's class (incompleto, disponible, tramitandose) sits beside this one. */
export const badge = style({
  display: 'inline-block',
  padding: `2px ${space.sm}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.page,
  color: vars.color.text,
  fontSize: '0.9rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&.incompleto': { borderColor: vars.color.danger, color: vars.color.danger, background: vars.color.surface },
    '&.disponible': { borderColor: vars.color.brand, color: vars.color.brandText, background: vars.color.brand },
    '&.tramitandose': { borderColor: vars.color.accent, borderStyle: 'dashed' },
  },
});
export const expiredBadge = style({
  display: 'inline-block',
  padding: `2px ${space.sm}`,
  borderRadius: '999px',
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  fontWeight: 700,
  fontSize: '0.9rem',
});
export const progress = style({ display: 'grid', gap: space.xs });
export const fileInput = style({
  font: 'inherit',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
