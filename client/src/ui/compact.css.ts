import { style } from '@vanilla-extract/css';

/** Phones and narrow windows: where the header's controls become icons and short labels (decision 024). */
export const narrowScreen = 'screen and (max-width: 40rem)';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text shown on wide screens and only read (not shown) on narrow ones: a button's label beside its icon. */
export const wideOnlyText = style({ '@media': { [narrowScreen]: visuallyHidden } });
/** A short label shown on narrow screens instead of a `wideOnlyText` one; mark it aria-hidden, the long one is read. */
export const narrowOnlyText = style({ display: 'none', '@media': { [narrowScreen]: { display: 'inline' } } });
