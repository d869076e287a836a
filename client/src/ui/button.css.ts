import { style } from '@vanilla-extract/css';
import { space, vars } from './theme/vars.css.ts';

/** Shared by <Button> and <LinkButton>; variants are data-variant attributes. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: '44px',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.brandText,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-variant="secondary"]': { background: vars.color.surface, color: vars.color.brand },
    '&[data-variant="accent"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&[data-variant="link"]': {
      background: 'transparent',
      border: 'none',
      color: vars.color.brand,
      minHeight: '32px',
      padding: `0 ${space.xs}`,
      textDecoration: 'underline',
      fontWeight: 500,
    },
    '&[data-hovered], &:hover': { filter: 'brightness(1.1)' },
    // A plain <button> (ui/link-button.tsx PlainButton) has no data attributes: its CSS states look the same.
    '&[data-pressed], &:is(button):not([data-rac]):active:not(:disabled)': { transform: 'translateY(1px)' },
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled], &:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
