import DOMPurify from 'dompurify';

/**
 * The polite modal's HTML message (spec 2 "Other dialogs"), made inert before it reaches the page: only plain HTML
 * (no SVG or MathML, whose parsing tricks are the classic ways around a sanitizer), no scripts, event handlers,
 * frames, forms or inline styles, and only http(s), mailto and tel links, each opening in a new tab without access
 * to this page (rel="noopener noreferrer"). Loaded with the modal (dynamic import), never on the first screen.
 */
const purify = DOMPurify(globalThis.window);

const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** Text as HTML that shows it literally: what a browser without DOMPurify support (none in use today) gets. */
const asText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitizeMessageHtml(html: string): string {
  if (!purify.isSupported) return asText(html);
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOWED_URI_REGEXP: SAFE_LINK,
  });
}
