/**
 * The words of an HTML message without its markup, to show as plain text. A document built by DOMParser has no
 * browsing context: its scripts never run and its images never load, so any HTML is safe to read this way; the text
 * of scripts and styles is not words and is left out.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const code of body.querySelectorAll('script, style, template, noscript')) code.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
