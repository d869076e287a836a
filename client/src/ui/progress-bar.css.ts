import { style, styleVariants } from '@vanilla-extract/css';
import { space, vars } from './theme/vars.css.ts';

/**
 * The two looks of <ProgressBar>: 'track', a thin pill filled in the brand colour (its label only for assistive
 * technology, the percent shown by the caller); 'labelled', a box the height of a line whose label sits over the fill.
 */
export const bar = styleVariants({
  track: {
    height: '12px',
    borderRadius: '999px',
    background: vars.color.page,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  labelled: {
    position: 'relative',
    minHeight: '32px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius,
    background: vars.color.surface,
    overflow: 'hidden',
  },
});

const fillBase = style({ transition: 'width 120ms linear' });

export const fill = styleVariants({
  track: [fillBase, { display: 'block', height: '100%', background: vars.color.brand }],
  labelled: [fillBase, { position: 'absolute', inset: '0 auto 0 0', background: vars.color.page }],
});

export const label = style({ position: 'relative', display: 'block', padding: `${space.xs} ${space.sm}` });
