import { globalStyle, style } from '@vanilla-extract/css';
import { narrowScreen } from '../../ui/compact.css.ts';
import { pageLoading } from '../../ui/page-loading.css.ts';
import { space, vars } from '../../ui/theme/vars.css.ts';

/** A column as tall as the screen at least, so the footer sits at the bottom of a short page. */
export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});
export const skipLink = style({
  position: 'absolute',
  left: space.sm,
  top: '-60px',
  padding: space.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  zIndex: 200,
  selectors: { '&:focus': { top: space.sm } },
});
export const header = style({ background: vars.color.brand, color: vars.color.brandText });
/** One row at every width (decision 024): the brand takes what the controls leave, and gives way first. */
export const headerInner = style({
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${space.sm} ${space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  '@media': { [narrowScreen]: { padding: `${space.sm} 12px`, gap: space.sm } },
});
/**
 * A size container, so the portal name can give way to the logo when the controls leave it too little room. As tall
 * as the controls from the start, so the header keeps its height while the configuration loads.
 */
export const brand = style({ flex: '1 1 0', minWidth: 0, minHeight: '44px', containerType: 'inline-size' });
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: '100%',
  color: vars.color.brandText,
  fontWeight: 700,
  fontSize: '1.15rem',
  lineHeight: 1.2,
  textDecoration: 'none',
  minHeight: '44px',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.brandText}`, outlineOffset: '2px' } },
  '@media': { [narrowScreen]: { fontSize: '1rem' } },
});
export const logoImage = style({ height: '32px', width: 'auto', flexShrink: 0 });
/** The portal name: at most two lines, cut with an ellipsis rather than pushing the controls to a second row. */
export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflowWrap: 'break-word',
});
/** Beside a logo, the name gives way to it when the brand is narrower than the name's shortest useful width. */
export const nameBesideImage = style([name, { '@container': { '(max-width: 10rem)': { display: 'none' } } }]);
export const headerActions = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  '@media': { [narrowScreen]: { gap: space.xs } },
});
/** On a phone the header's buttons (icons, the count, 'Nota Simple') keep their 44px height and lose side padding. */
globalStyle(`${headerActions} > *`, { '@media': { [narrowScreen]: { paddingInline: '10px', gap: space.xs } } });
export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${space.lg} ${space.md}`,
  outline: 'none',
});
/**
 * While the screen is loading (ui/page-loading.tsx) the footer is out of view: on a phone it would stand right under
 * the header, and the content arriving would push it down (issue 13, no layout shift). It keeps its space.
 */
globalStyle(`${main}:has(${pageLoading}) + footer`, { visibility: 'hidden' });
export const alert = style({
  maxWidth: '1080px',
  margin: `${space.md} auto 0`,
  padding: `${space.sm} ${space.md}`,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.danger,
});
