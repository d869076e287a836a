import type { Plugin, Rolldown } from 'vite';

/**
 * The chunks the entry imports dynamically, with everything they import statically, as file names of the bundle: the
 * entry starts the app after the first paint (client/src/main.tsx), yet its code is wanted at once.
 */
export function appChunksOf(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (entry === undefined) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const already = new Set([entry.fileName, ...entry.imports]);
  const found: string[] = [];
  const visit = (fileName: string) => {
    if (already.has(fileName) || found.includes(fileName)) return;
    found.push(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const fileName of entry.dynamicImports) visit(fileName);
  return found;
}

/**
 * index.html preloads the chunks the entry imports once the page has painted (issue 25): they download beside the
 * page's first paint instead of after it, and run only when the entry asks. The embed loader lists them too, for
 * host pages (scripts/lib/embed-loader.ts reads index.html).
 */
export function appPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'storefront-app-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const links = appChunksOf(bundle).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        return links.length === 0 ? html : html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
