import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0, lineHeight: 1.5, WebkitFontSmoothing: 'antialiased' });
globalStyle('h1, h2, h3, p, ul', { margin: 0 });
globalStyle('img', { display: 'block', maxWidth: '100%' });
