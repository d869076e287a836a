import { globalStyle, style } from '@vanilla-extract/css';
import { space } from '../../ui/theme/vars.css.ts';

/** The polite modal's sanitized HTML: its paragraphs and lists spaced, its links underlined. */
export const message = style({ display: 'grid', gap: space.sm, lineHeight: 1.5 });
globalStyle(`${message} ul, ${message} ol`, { paddingLeft: space.lg });
globalStyle(`${message} a`, { color: 'inherit', textDecoration: 'underline' });
globalStyle(`${message} img`, { maxWidth: '100%', height: 'auto' });

export const helpLine = style({ lineHeight: 1.5 });
export const phone = style({ color: 'inherit', fontWeight: 600, textDecoration: 'underline', whiteSpace: 'nowrap' });
