import { style } from '@vanilla-extract/css';

/**
 * A screen's loading status while its content is on the way (the layout hides the footer meanwhile, so the
 * content arriving does not push a footer that was in view: no layout shift, issue 13).
 */
export const pageLoading = style({ margin: 0 });
