import { style } from '@vanilla-extract/css';
import { space, vars } from './theme/vars.css.ts';

/** Shared by every form field: label, control, description and an error slot of reserved height (STACK.md bug note). */
export const field = style({ display: 'grid', gap: space.xs });
export const label = style({ fontWeight: 600 });
export const description = style({ color: vars.color.muted, fontSize: '0.9rem' });

export const control = style({
  font: 'inherit',
  minHeight: '44px',
  width: '100%',
  padding: `${space.sm} ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-focused], &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '[data-invalid] &, &[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

/**
 * A search field's live line: 'Searching…' when slow, or that nothing was found and what to try next. Empty, it stays
 * in the page (a live region must be there before its text changes to be read out) and takes no height.
 */
export const searchStatus = style({ fontSize: '0.9rem', fontWeight: 600 });

export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }]);

/** The error slot keeps its height when empty, so an error appearing never moves what is below it. */
export const errorSlot = style({ minHeight: '1.5rem', color: vars.color.danger, fontSize: '0.9rem' });

export const choices = style({ display: 'grid', gap: space.xs, border: 'none', padding: 0, margin: 0 });
export const choicesInline = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '44px',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The radio_button look: each choice a bordered box, the chosen one filled. */
export const choiceButton = style([
  choice,
  {
    padding: `${space.sm} ${space.md}`,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius,
    selectors: { '&[data-selected]': { background: vars.color.brand, color: vars.color.brandText } },
  },
]);

export const mark = style({
  /** Clicks go through to the label, which toggles the (visually hidden) input. */
  pointerEvents: 'none',
  width: '20px',
  height: '20px',
  flexShrink: 0,
  border: `2px solid ${vars.color.text}`,
  borderRadius: '50%',
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.brand, boxShadow: `inset 0 0 0 3px ${vars.color.surface}` },
  },
});

export const checkMark = style([
  mark,
  { borderRadius: '3px', selectors: { [`${choice}[data-selected] &`]: { background: vars.color.brand } } },
]);

/**
 * The suggestions of a search field or select, exactly as wide as the field (react-aria sets --trigger-width). A
 * width of its own, not the content's: with only a minimum, a popup of long suggestions took the width left of its
 * position, and react-aria's placement moves it to keep it on screen, so each move changed its width, the lines'
 * wrapping and its height, which its ResizeObserver answered with another move; WebKit reported that loop as an
 * uncaught 'ResizeObserver loop completed with undelivered notifications' (issue 27).
 */
export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: '0 6px 18px rgba(0,0,0,0.2)',
});

export const option = style({
  padding: `${space.sm} ${space.md}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brand, color: vars.color.brandText },
    '&[data-selected]': { fontWeight: 700 },
  },
});

export const selectButton = style([
  control,
  { display: 'flex', justifyContent: 'space-between', alignItems: 'center', textAlign: 'left', cursor: 'pointer' },
]);
