import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme/vars.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
/** Theme variables come from the store's theme class on <html>, so portalled dialogs share them. */
globalStyle('body', {
  margin: 0,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.page,
  // A string longer than its line (an e-mail, a URL, a reference) breaks rather than pushing the page sideways;
  // words that fit are never cut.
  overflowWrap: 'break-word',
});
/** One heading font per store theme, on every heading of every page and dialog (decision 024). */
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.25 });
globalStyle('h1', { fontSize: '1.75rem' });
globalStyle('h2', { fontSize: '1.25rem' });
globalStyle('h3', { fontSize: '1.1rem' });
globalStyle('h1, h2, h3, p, ul, dl, dd', { margin: 0 });
globalStyle('img', { display: 'block', maxWidth: '100%' });
globalStyle('svg, video, canvas, iframe', { maxWidth: '100%' });
/** Form controls take their width from their field, never wider than the screen. */
globalStyle('input, select, textarea', { maxWidth: '100%' });
/**
 * A heading or landmark focused by script after a navigation (app/layout/use-focus-on-navigation.ts) shows no ring to a
 * mouse or touch user; after keyboard use the browser marks it :focus-visible and its own ring shows.
 */
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', { outline: 'none' });
