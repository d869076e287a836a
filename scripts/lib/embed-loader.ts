import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The loader's file name in the build: stable, so a host page's `<script src=".../embed.js">` never changes. */
export const EMBED_LOADER_FILE = 'embed.js';

/** What index.html loads: the entry module, the chunks it preloads and its style sheets (hashed paths). */
export interface EntryFiles {
  script: string;
  preloads: string[];
  styles: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** Reads Vite's built index.html: the one module script, the modulepreload links and the stylesheet links. */
export function entryFilesOf(indexHtml: string): EntryFiles {
  const scripts = [...indexHtml.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'type') === 'module');
  const script = scripts.length === 1 ? attribute(scripts[0] ?? '', 'src') : undefined;
  if (script === undefined) throw new Error(`index.html should load exactly one module script with a src; found ${scripts.length}`);
  const links = [...indexHtml.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const hrefsOf = (rel: string) => links.filter((tag) => attribute(tag, 'rel') === rel).map((tag) => attribute(tag, 'href') ?? '');
  return { script, preloads: hrefsOf('modulepreload'), styles: hrefsOf('stylesheet') };
}

/**
 * The loader a host page includes after setting window.OPF_CONFIG (docs/reference/client.md "Embedding the store"). A classic
 * script, so any page can include it: it adds the app's style sheets, preloads and entry module to the page,
 * each resolved against the loader's own URL (the app's origin) and carrying the loader's nonce, so a host
 * with its own Content-Security-Policy can allow the app by nonce.
 */
export function embedLoaderSource({ script, preloads, styles }: EntryFiles): string {
  return `/* Storefront embed loader: set window.OPF_CONFIG = { store_id, mount: '#element', basename: '/path' } first. */
(function () {
  var loader = document.currentScript;
  if (!loader || !loader.src) throw new Error('embed.js must be included with <script src>, not as a module');
  var nonce = loader.nonce || loader.getAttribute('nonce') || '';
  function add(tag, properties) {
    var element = document.createElement(tag);
    for (var name in properties) element[name] = properties[name];
    element.crossOrigin = '';
    if (nonce) element.nonce = nonce;
    document.head.appendChild(element);
  }
  function url(path) {
    return new URL(path, loader.src).href;
  }
  ${JSON.stringify(styles)}.forEach(function (href) { add('link', { rel: 'stylesheet', href: url(href) }); });
  ${JSON.stringify(preloads)}.forEach(function (href) { add('link', { rel: 'modulepreload', href: url(href) }); });
  add('script', { type: 'module', src: url(${JSON.stringify(script)}) });
})();
`;
}

/** Writes embed.js beside index.html at the end of the client build, from the index.html Vite wrote. */
export function embedLoaderPlugin(): Plugin {
  return {
    name: 'storefront-embed-loader',
    apply: 'build',
    async writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || options.dir === undefined) return;
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      await writeFile(join(options.dir, EMBED_LOADER_FILE), embedLoaderSource(entryFilesOf(html)));
    },
  };
}
