import { createHash } from 'node:crypto';
import { BACKEND_PATH_PREFIXES, FAKE_BACKEND_PAGE_PREFIXES, FAKE_BACKEND_PATH_PREFIXES } from '#contracts/api/paths.ts';
import type { Portals } from '#contracts/api/portals.ts';
import { portalForHost } from '#contracts/api/portals.ts';
import { type CspExtras, cspDirectives } from '#contracts/constants/csp.ts';

/**
 * What a static host needs besides the prerendered pages (client/server/prerender.ts, decision 035): the
 * Content-Security-Policy it must send, which cannot use nonces, and an nginx configuration that picks the portal by
 * host name, serves the pages and the build's files, and proxies the backend's paths.
 */

/**
 * The <style> elements React Aria adds at run time (its pressable elements' touch-action, and scroll locking on iOS),
 * as it writes them (react-aria/dist/private/interactions/usePress.mjs and overlays/usePreventScroll.mjs). With a nonce
 * in `<meta name="csp-nonce">` they carry it; a static page has none, so the policy allows them by their hashes.
 * static-host.test.ts fails when an upgrade of React Aria changes them.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/** A CSP hash source of an inline element's text: 'sha256-<base64>'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of a page's inline <style> elements, and of its inline scripts that run (not JSON, not with a src). */
export function inlineElements(html: string): { styles: string[]; scripts: string[] } {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/\btype="application\/json"/.test(attributes))
    .map((match) => match[2] ?? '')
    .filter((text) => text.trim() !== '');
  return { styles, scripts };
}

/**
 * The policy every static page is sent with: the storefront server's (contracts/src/constants/csp.ts), with hashes where
 * the server puts its nonces. Scripts: the app's files only (the boot data is a JSON element, which no policy runs),
 * plus the hash of any inline script the pages hold. Styles: the hashes of the build's inlined first-screen CSS and of
 * React Aria's runtime styles. The same for every page of one build: one header for the whole site.
 */
export function staticSitePolicy(pages: readonly string[], extras: CspExtras = {}): string {
  const styles = new Set<string>(RUNTIME_STYLES.map(cspHash));
  const scripts = new Set<string>();
  for (const page of pages) {
    const inline = inlineElements(page);
    for (const style of inline.styles) styles.add(cspHash(style));
    for (const script of inline.scripts) scripts.add(cspHash(script));
  }
  const directives = cspDirectives({
    ...extras,
    'script-src': [...(extras['script-src'] ?? []), ...scripts],
    'style-src': [...(extras['style-src'] ?? []), ...styles],
  });
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export interface NginxOptions {
  portals: Portals;
  /** Where the backend answers: every backend path is proxied there. */
  backendUrl: string;
  /** The folder the prerender wrote (pages per store, the build's files beside them). */
  root: string;
  /** nginx's `listen` (default 80): a port, or address:port. */
  listen?: string | number;
  /** The policy the pages go with (staticSitePolicy). */
  contentSecurityPolicy: string;
  /** The backend is the fake (the e2e tests): its admin API, stand-in scripts, version file and own pages go there too. */
  fakeBackend?: boolean;
}

/** A string as an nginx double-quoted parameter. */
const quoted = (text: string) => `"${text.replace(/["\\$]/g, (character) => (character === '$' ? '${dollar}' : `\\${character}`))}"`;

/** A path prefix as part of an nginx regular expression. */
const regexOf = (prefix: string) => prefix.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The file types the site serves, so the configuration depends on no mime.types of the machine. */
const TYPES = {
  'text/html': 'html',
  'text/css': 'css',
  'text/plain': 'txt',
  'text/xml': 'xml',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'application/pdf': 'pdf',
};

/**
 * A whole nginx configuration (`nginx -c nginx.conf`; for a system's nginx, the `map` and `server` blocks go into its
 * http block as they are): `$portal_store` from the Host header by the portals file (an unknown host gets the default
 * portal's store); each page from `/<store>/<path>/index.html`, else the portal's `/<store>/index.html`, the client
 * then rendering that route; the build's hashed assets immutable, sent precompressed (gzip_static; brotli_static with
 * the ngx_brotli module); every backend path proxied to the backend with the buyer's Host and the X-Forwarded headers,
 * as the storefront server does (client/server/backend-proxy.ts).
 */
export function nginxConfig({ portals, backendUrl, root, listen = 80, contentSecurityPolicy, fakeBackend = false }: NginxOptions): string {
  const fallback = portalForHost(portals, undefined).store_id;
  const hosts = portals.portals.flatMap((portal) => portal.hosts.map((host) => `        ${host.padEnd(40)} ${portal.store_id};`));
  const prefixes = fakeBackend
    ? [...BACKEND_PATH_PREFIXES, ...FAKE_BACKEND_PATH_PREFIXES, ...FAKE_BACKEND_PAGE_PREFIXES]
    : [...BACKEND_PATH_PREFIXES];
  const upstream = new URL(backendUrl);
  const securityHeaders = (extra: string[] = []) =>
    [
      `add_header Content-Security-Policy ${quoted(contentSecurityPolicy)} always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      'add_header X-Frame-Options "SAMEORIGIN" always;',
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
      'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
      ...extra,
    ]
      .map((line) => `            ${line}`)
      .join('\n');
  const types = Object.entries(TYPES)
    .map(([type, extensions]) => `        ${type.padEnd(28)} ${extensions};`)
    .join('\n');
  return `# The storefront on a static host (client/server/prerender.ts, decision 035), written by \`npm run prerender\` from
# the portals file. Run it as it is (nginx -c this file), or put its map and server blocks into a system nginx's http
# block. Change listen, root and the backend by running the prerender again with NGINX_LISTEN, NGINX_ROOT and BACKEND_URL.
worker_processes auto;
events {
    worker_connections 1024;
}
http {
    types {
${types}
    }
    default_type application/octet-stream;
    sendfile on;
    server_tokens off;
    # nginx's $ cannot be escaped in a quoted string: the policy's hashes never hold one, but a deploy's source may.
    geo $dollar { default "$"; }

    # The portal by host name (the portals file); any other host gets the default portal's store.
    map $host $portal_store {
        hostnames;
${hosts.join('\n')}
        default ${fallback};
    }

    upstream storefront_backend {
        server ${upstream.host};
        keepalive 16;
    }

    server {
        listen ${listen};
        root ${root};
        # A backend's 4xx/5xx pages stay the backend's; nginx's own go without its version.
        client_max_body_size 32m;

        # The build's hashed files: never change, kept a year. Precompressed copies (.gz, .br) sit beside them:
        # gzip_static sends the .gz; with the ngx_brotli module add \`brotli_static on;\` for the .br.
        location ^~ /assets/ {
            gzip_static on;
            try_files $uri @missing;
            add_header Cache-Control "public, max-age=31536000, immutable" always;
            add_header Cross-Origin-Resource-Policy "cross-origin" always;
            add_header X-Content-Type-Options "nosniff" always;
        }

        # The embed loader: its name never changes, so it is asked again each time; a host page on another site loads it.
        location = /embed.js {
            gzip_static on;
            add_header Cache-Control "no-cache" always;
            add_header Cross-Origin-Resource-Policy "cross-origin" always;
            add_header X-Content-Type-Options "nosniff" always;
        }

        # The backend's paths (contracts/src/api/paths.ts), with the buyer's Host: the backend tells the portal by it.
        location ~ ^/(${prefixes.map(regexOf).join('|')})(/|$) {
            proxy_pass http://storefront_backend;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $http_host;
            proxy_read_timeout 30s;
            proxy_request_buffering off;
        }

        # Any other file of the build (images, the service worker, the version file); a missing one is a 404, not a page.
        location ~ \\.(ico|png|jpe?g|gif|svg|webp|avif|txt|xml|js|mjs|css|map|json|woff2?|webmanifest)$ {
            gzip_static on;
            try_files $uri @missing;
            add_header Cache-Control "no-cache" always;
            add_header X-Content-Type-Options "nosniff" always;
        }

        # The icon every browser asks for by itself: the build's, else no content (not an error in each buyer's console).
        location = /favicon.ico {
            log_not_found off;
            try_files $uri =204;
            add_header Cache-Control "no-cache" always;
        }

        # A file the site does not have: a 404 JSON answer, as the storefront server gives (never a page).
        location @missing {
            default_type application/json;
            add_header Cache-Control "no-cache" always;
            return 404 '{"ok":false,"statusCode":404,"error":"Not Found","message":"Not Found"}';
        }

        # The pages: the portal's prerendered page for this path, else its index.html (the client renders the route).
        # Public, the same for every buyer: a shared cache may keep them, asking again on each use.
        location / {
            try_files /$portal_store$uri/index.html /$portal_store/index.html =404;
            add_header Cache-Control "no-cache" always;
            add_header Vary "Host" always;
${securityHeaders()}
        }
    }
}
`;
}
