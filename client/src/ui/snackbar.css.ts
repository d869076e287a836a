import { style } from '@vanilla-extract/css';
import { space, vars } from './theme/vars.css.ts';

export const snackbar = style({
  position: 'fixed',
  left: '50%',
  bottom: space.lg,
  transform: 'translateX(-50%)',
  zIndex: 90,
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  maxWidth: 'min(560px, calc(100% - 32px))',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius,
  background: '#1f1f1f',
  color: '#ffffff',
  boxShadow: '0 6px 20px rgba(0,0,0,0.3)',
});
export const okButton = style({
  minHeight: '40px',
  padding: `0 ${space.md}`,
  border: '2px solid #ffffff',
  borderRadius: vars.radius,
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
