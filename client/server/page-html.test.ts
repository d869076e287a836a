import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { withHead } from './page-html.ts';

/** The app's own index.html, as the build keeps its head. */
const INDEX_HTML = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const SITE_DESCRIPTION = /<meta name="description" content="([^"]*)"/.exec(INDEX_HTML)?.[1] ?? '';

describe('[ssr] the head of a page the server sends (issue 41)', () => {
  test('[ssr] a product’s page carries its meta_description, and keeps the site’s for the pages after it', () => {
    const html = withHead(INDEX_HTML, {
      lang: 'es',
      htmlClass: 'theme-spain',
      title: 'Copia de escritura online – Paso 1 de 8 | Registro de la Propiedad Online',
      description: 'Copia simple o auténtica de una escritura "notarial" <b>.',
    });
    expect(html).toContain('<title>Copia de escritura online – Paso 1 de 8 | Registro de la Propiedad Online</title>');
    expect(html).toContain(
      `<meta name="description" content="Copia simple o auténtica de una escritura &quot;notarial&quot; &lt;b&gt;." data-default="${SITE_DESCRIPTION}" />`,
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  test('[ssr] a page whose screen has no description of its own keeps the site’s', () => {
    const html = withHead(INDEX_HTML, { lang: 'pt', htmlClass: 'theme-portugal', title: 'Serviços' });
    expect(SITE_DESCRIPTION).not.toBe('');
    expect(html).toContain(`<meta name="description" content="${SITE_DESCRIPTION}" />`);
    expect(html).toContain('<html lang="pt" class="theme-portugal">');
  });
});
