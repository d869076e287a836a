/**
 * Path prefixes the real backend answers (spec 7): REST, the payment providers' pages and the searches. The storefront
 * server (client/server/) proxies exactly these to BACKEND_URL; every other path is a page or a file of the client.
 */
export const BACKEND_PATH_PREFIXES = [
  '/desktopapp',
  '/panel',
  '/paypal',
  '/redsys',
  '/stripe',
  '/monei',
  '/registros.php',
  '/sociedad.php',
  '/freguesias.php',
] as const;

/**
 * The API only the fake backend answers: its admin API, its offline stand-ins for third-party scripts
 * (contracts/src/fake-backend/third-party.ts) and the version file it answers per visitor (contracts/src/api/version.ts),
 * so a test can "deploy" a new version. In production the version file is the build's own.
 */
export const FAKE_BACKEND_PATH_PREFIXES = ['/__admin', '/third-party', '/version.json'] as const;

/** The fake backend's own pages: its API reference and the demo host page that embeds the app. */
export const FAKE_BACKEND_PAGE_PREFIXES = ['/__docs', '/demo-host'] as const;

/** Every path the fake backend answers: what the dev proxy (vite.config.ts) forwards to it. */
export const API_PATH_PREFIXES = [...BACKEND_PATH_PREFIXES, ...FAKE_BACKEND_PATH_PREFIXES] as const;

/** The path of an address, without its query. */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/** The path is one of `prefixes` or below one of them. */
export function isUnderPrefix(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
