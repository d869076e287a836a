import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { onTestFinished } from 'vitest';
import { APP_PRELOADS_ID } from '#contracts/api/boot-data.ts';
import { SERVER_ENTRY } from '../render-pool.ts';

/** The build's one hashed asset, as the page links it. */
export const HASHED_ASSET = '/assets/index-abc123.js';

/** Text that compresses as a real bundle does: repetitive, well over the 1 KB below which nothing is compressed. */
export const BUNDLE = Array.from({ length: 400 }, (_, i) => `export function step${i}(value) { return value + ${i}; }`).join('\n');

/**
 * index.html as `vite build` writes it, cut down: the entry script, the first screen's inlined CSS, the app's element,
 * and the preload template, which takes the page over the 1 KB from which pages are compressed.
 */
export const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Servicios</title>
    <script type="module" crossorigin src="${HASHED_ASSET}"></script>
    <style>.first-screen{color:#123}</style>
  </head>
  <body>
    <div id="root"></div>
    <template id="${APP_PRELOADS_ID}">
${Array.from({ length: 30 }, (_, i) => `      <link rel="modulepreload" crossorigin href="/assets/chunk-${i}-0a1b2c.js">`).join('\n')}
    </template>
  </body>
</html>
`;

/**
 * Stand-ins for the client's server entry (client/src/entry-server.tsx, built to .ssr/entry-server.js), in plain ESM
 * JavaScript as the render threads load it. `echo` renders what it was given: the address, the portal's store, the
 * consent cookie, the products' names, and whether its `warmUp` ran in this thread; `servicesOnly` renders /servicios
 * only.
 */
const SERVER_ENTRIES = {
  echo: `import { threadId } from 'node:worker_threads';
const scriptJson = (value) => JSON.stringify(value).replace(/[<>&\\u2028\\u2029]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
let warm = false;
export function warmUp() { warm = true; }
export async function renderPage({ url, config, cart, portal, products: texts, cookies }) {
  const products = texts.map((text) => JSON.parse(text));
  const names = products.map((product) => '<li>' + escape(product.name) + '</li>').join('');
  return {
    bootJson: scriptJson({ config, cart, products, markup: true }),
    markup: '<main data-warm="' + warm + '"><h1>' + escape(url) + '</h1><p>store ' + portal.store_id + '</p><p>consent '
      + escape(cookies.opf_consent_accepted ?? 'none') + '</p><ul>' + names + '</ul><p>thread ' + threadId + '</p></main>',
    lang: 'pt',
    htmlClass: 'theme-' + portal.store_id,
    title: 'Serviços & mais',
  };
}
`,
  /** Renders the chooser only, as the real entry renders no markup for an address that is not a landing page. */
  servicesOnly: `const scriptJson = (value) => JSON.stringify(value).replace(/[<>&]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
export function warmUp() {}
export async function renderPage({ url, config, cart, portal, products: texts }) {
  const products = texts.map((text) => JSON.parse(text));
  const head = { lang: 'es', htmlClass: 'theme-' + portal.store_id, title: 'Servicios' };
  if (url !== '/servicios') return { bootJson: scriptJson({ config, cart }), markup: null, ...head };
  return { bootJson: scriptJson({ config, cart, products, markup: true }), markup: '<main><h1>Servicios</h1></main>', ...head };
}
`,
  throws: `export function warmUp() {}
export async function renderPage() { throw new Error('the stand-in fails'); }
`,
  hangs: `export function warmUp() {}
export function renderPage() { return new Promise(() => {}); }
`,
} as const;

export type ServerEntryStandIn = keyof typeof SERVER_ENTRIES;

/** A folder in the system's temporary folder, removed when the test ends. */
export async function temporaryDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function writeWithCopies(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  // As scripts/lib/precompress.ts does it at build time.
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

/**
 * A stand-in for the client's build (`npm run build`: dist/client) in a temporary folder: index.html, the embed loader
 * and one hashed asset, each file with its precompressed copies, and, when asked, a server entry in .ssr/.
 */
export async function builtClient({
  indexHtml = INDEX_HTML,
  serverEntry,
}: { indexHtml?: string; serverEntry?: ServerEntryStandIn } = {}): Promise<string> {
  const dir = await temporaryDir('storefront-client-');
  await writeFile(join(dir, 'index.html'), indexHtml);
  await writeWithCopies(join(dir, 'embed.js'), `(function () {${' /* loader */'.repeat(200)}})();`);
  await writeWithCopies(join(dir, HASHED_ASSET), BUNDLE);
  if (serverEntry !== undefined) {
    const entry = join(dir, SERVER_ENTRY);
    await mkdir(dirname(entry), { recursive: true });
    // Plain ESM wherever the temporary folder is, as the build's own .ssr/ is.
    await writeFile(join(dirname(entry), 'package.json'), '{ "type": "module" }\n');
    await writeFile(entry, SERVER_ENTRIES[serverEntry]);
  }
  return dir;
}
