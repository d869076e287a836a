import type { Plugin } from 'vite';

/** One `<link rel="stylesheet">` Vite writes into index.html: its path, and the tag as written. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\srel="stylesheet")[^>]*\shref="([^"]+\.css)"[^>]*>/g;

/**
 * index.html with each of its style sheets written inline (issue 13): the first screen's CSS then arrives with the
 * page instead of in requests that block its first paint. Each inlined sheet keeps a `disabled` link to its file:
 * browsers do not fetch a disabled style sheet, but Vite's loader of lazy chunks finds it there and does not load
 * the same CSS again for a chunk that shares it, and the embed loader (embed-loader.ts) still finds the files a
 * host page must load. `sheets` maps a path as index.html writes it (/assets/index-abc.css) to its CSS; a
 * stylesheet it does not know stays a link. The fake server puts the response's style nonce on the <style>.
 */
export function inlineStylesheets(html: string, sheets: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (tag, href: string) => {
    const css = sheets.get(href);
    if (css === undefined) return tag;
    // '</style' inside the CSS would close the element early; CSS never needs it, and its escape keeps the meaning.
    const safe = css.replace(/<\/style/gi, '<\\/style');
    return `<style>${safe.trimEnd()}</style>\n    <link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** The Vite build step that inlines index.html's style sheets (inlineStylesheets); the dev server is left as it is. */
export function inlineCssPlugin(): Plugin {
  let base = '/';
  return {
    name: 'storefront-inline-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const sheets = new Map<string, string>();
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const source = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          sheets.set(`${base}${file.fileName}`, source);
        }
        return inlineStylesheets(html, sheets);
      },
    },
  };
}
