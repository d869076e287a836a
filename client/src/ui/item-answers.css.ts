import { style } from '@vanilla-extract/css';
import { vars } from './theme/vars.css.ts';

export const answers = style({ display: 'grid', gap: '2px', color: vars.color.muted, fontSize: '0.9rem', margin: 0 });
/** "Label: answer" on one line when it fits; a long answer wraps (never widens the menu or the order's line). */
export const answer = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const answerLabel = style({ display: 'inline' });
export const answerValue = style({ display: 'inline', margin: 0, color: vars.color.text });
