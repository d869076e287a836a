import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_DATA_GLOBAL,
  PORTAL_CONFIG_ELEMENT_ID,
  PORTAL_CONFIG_GLOBAL,
  type RenderedPage,
} from '#contracts/api/boot-data.ts';
import type { Config } from '#contracts/api/config.ts';
import { scriptJson } from '#contracts/constants/script-json.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** The nonces of one response (contracts/src/server/security-headers.ts). */
export interface Nonces {
  script: string;
  style: string;
}

/**
 * index.html with this response's nonces. On its script tags: the policy does not need it for the app's own
 * files (they are 'self'), but the client reads it there to run the inline scripts it is given (the host's
 * conversion scripts, client/src/features/payment/lib/csp-nonce.ts). The style nonce on its <style> elements (the first
 * screen's CSS, inlined by the build, scripts/lib/inline-css.ts) and in `<meta name="csp-nonce">`, where React Aria
 * reads it for the small <style> elements it adds (pressable elements' touch-action, scroll locking).
 */
export function withNonce(html: string, nonces: Nonces): string {
  return html
    .replace(/<\/head>/, `  <meta name="csp-nonce" content="${nonces.style}" />\n  </head>`)
    .replace(/<script\b/g, `<script nonce="${nonces.script}"`)
    .replace(/<style\b/g, `<style nonce="${nonces.style}"`);
}

/**
 * index.html's `<html lang>` (and the store's theme class), `<title>` and `<meta name="description">` as the app sets
 * them for this page. A screen's own description keeps index.html's in `data-default`, which the app says again on the
 * pages that have none (client/src/app/layout/use-page-title.ts).
 */
export function withHead(
  html: string,
  { lang, htmlClass, title, description }: Pick<RenderedPage, 'lang' | 'htmlClass' | 'title' | 'description'>,
): string {
  const page = html
    .replace(/<html\b[^>]*>/, () => `<html lang="${escapeHtml(lang)}" class="${escapeHtml(htmlClass)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description === undefined) return page;
  return page.replace(
    /<meta name="description" content="([^"]*)"\s*\/?>/,
    (_, site: string) => `<meta name="description" content="${escapeHtml(description)}" data-default="${site}" />`,
  );
}

/** The element index.html renders the app into (client/index.html). */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The element right after the server's markup, which the page's first rendering waits for (pageWithBootData). */
export const MARKUP_END_ID = 'opf-markup-end';

/** The inline script setting the two globals, with the response's script nonce. */
function inlineScript(nonces: Nonces, portal: Partial<Config>, boot: string | null): string {
  const data = `window.${PORTAL_CONFIG_GLOBAL} = ${scriptJson(portal)};${boot === null ? '' : ` window.${BOOT_DATA_GLOBAL} = ${boot};`}`;
  return `<script nonce="${nonces.script}">${data}</script>`;
}

/** The same data as JSON elements, for a page without nonces. */
function jsonElements(portal: Partial<Config>, boot: string | null): string {
  const element = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;
  return element(PORTAL_CONFIG_ELEMENT_ID, scriptJson(portal)) + (boot === null ? '' : element(BOOT_DATA_ELEMENT_ID, boot));
}

/** What one page carries besides index.html: the portal's settings always, the visitor's boot data when it came in time. */
export interface PageParts {
  portal: Partial<Config>;
  /** The boot data as scriptJson gives it (a render thread's RenderedPage.bootJson), or null. */
  boot: string | null;
  /** The app's server-rendered HTML for #root; '' when the client renders the page. */
  markup?: string;
}

/**
 * index.html for one response (withNonce's), with the portal's settings as `window.OPF_PORTAL` and the visitor's boot
 * data (decision 035) as `window.OPF_BOOT`, in an inline script with the response's script nonce, right after the app's
 * element, so the client starts from them instead of asking. The element gets `markup`, the app's server-rendered
 * HTML, when there is some. A function replaces, not a replacement string: `$&` in the data must stay as it is.
 *
 * A page with markup is not rendered before all of it is parsed (`<link rel="expect" blocking="render">` on an empty
 * element after it): on a busy phone the browser may paint a document it has parsed only partly, and the consent
 * banner or the footer, at its end, then arrive a frame later and move what was painted. Browsers without it paint as
 * before.
 *
 * `nonces` null: a static page, one file for every visitor (client/server/prerender.ts), which cannot carry a
 * response's nonce. The data then goes as `<script type="application/json" id="opf-portal">` and `id="opf-boot"`
 * elements, which the policy never runs and the client reads when the globals are not set (client/src/lib/page-data.ts).
 */
export function pageWithBootData(html: string, nonces: Nonces | null, { portal, boot, markup = '' }: PageParts): string {
  const page = nonces === null ? html : withNonce(html, nonces);
  const bootScript = nonces === null ? jsonElements(portal, boot) : inlineScript(nonces, portal, boot);
  if (!page.includes(ROOT_ELEMENT)) return page.replace(/<\/body>|$/, (end) => `${bootScript}\n${end}`);
  if (markup === '') return page.replace(ROOT_ELEMENT, () => `<div id="root"></div>\n    ${bootScript}`);
  return page
    .replace('</title>', () => `</title>\n    <link rel="expect" href="#${MARKUP_END_ID}" blocking="render">`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>\n    ${bootScript}\n    <template id="${MARKUP_END_ID}"></template>`);
}
