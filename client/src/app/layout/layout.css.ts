import { style } from '@vanilla-extract/css';
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
export const headerInner = style({
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${space.sm} ${space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: vars.color.brandText,
  fontWeight: 700,
  fontSize: '1.15rem',
  textDecoration: 'none',
  minHeight: '44px',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.brandText}`, outlineOffset: '2px' } },
});
export const logoImage = style({ height: '32px', width: 'auto' });
export const headerActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: space.sm });
export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
  padding: `${space.lg} ${space.md}`,
  outline: 'none',
});
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
