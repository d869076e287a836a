import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { BOOT_DATA_GLOBAL, type BootData, PORTAL_CONFIG_GLOBAL } from '#contracts/api/boot-data.ts';
import type { Config } from '#contracts/api/config.ts';
import { endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import type { Portals } from '#contracts/api/portals.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { buildStorefront, type StorefrontOptions } from '../app.ts';
import { catalogueIdsFor } from '../catalogue.ts';
import { DEFAULT_PORTALS_FILE, loadPortals } from '../portals.ts';
import type { StubBackend } from './stub-backend.ts';

/**
 * The storefront server as a deploy runs it, in front of `backendUrl` (a stub backend), with the shipped portals file
 * and one render thread unless told otherwise; closed when the test ends.
 */
export async function startStorefront(
  options: Omit<StorefrontOptions, 'portals'> & Partial<Pick<StorefrontOptions, 'portals'>>,
): Promise<FastifyInstance> {
  const app = await buildStorefront({ portals: await loadPortals(DEFAULT_PORTALS_FILE), renderThreads: 1, ...options });
  onTestFinished(() => app.close());
  return app;
}

/** The GET product calls the catalogue's warm-up makes: each landing product once per language of the portals. */
export function warmUpCallsFor(portals: Portals): number {
  const ids = catalogueIdsFor(ROUTES.root);
  return new Set(portals.portals.flatMap((portal) => ids.map((id) => `${storeLanguage(portal.store_id)}:${id}`))).size;
}

/**
 * Resolves once the backend has answered every GET product of the catalogue's warm-up (buildStorefront asks them
 * without waiting), so a test's pages neither compete with it nor count its calls.
 */
export async function catalogueWarmedUp(backend: StubBackend, portals?: Portals): Promise<void> {
  const calls = warmUpCallsFor(portals ?? (await loadPortals(DEFAULT_PORTALS_FILE)));
  await backend.waitFor(
    (requests) => requests.filter((request) => request.path === endpointRoutes.getProduct.path && request.answered).length >= calls,
  );
}

/** What a page carries besides index.html, read as the browser runs its inline script. */
export interface PageParts {
  /** The page without its boot script. */
  page: string;
  /** The boot script's nonce. */
  nonce: string;
  /** window.OPF_PORTAL. */
  portal: Partial<Config>;
  /** window.OPF_BOOT, undefined when the page goes without. */
  boot: BootData | undefined;
}

const BOOT_SCRIPT = new RegExp(`\\n? *<script nonce="([0-9a-f]+)">(window\\.${PORTAL_CONFIG_GLOBAL} = [^<]*)</script>`);

/** A page's boot script, run in a context of its own as a browser runs it; throws on a page without one. */
export function readPage(body: string): PageParts {
  const match = BOOT_SCRIPT.exec(body);
  if (match === null) throw new Error(`no boot script in ${body}`);
  const window: Record<string, unknown> = {};
  runInNewContext(match[2] ?? '', { window });
  // Plain values of this realm, for toEqual.
  const read = <T>(value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as T));
  return {
    page: body.replace(match[0], ''),
    nonce: match[1] ?? '',
    portal: read<Partial<Config>>(window[PORTAL_CONFIG_GLOBAL]) ?? {},
    boot: read<BootData>(window[BOOT_DATA_GLOBAL]),
  };
}

/** A page as index.html was built: without the response's nonces on its elements and in its nonce meta element. */
export function withoutNonces(page: string): string {
  return page.replace(/ nonce="[0-9a-f]+"/g, '').replace(/\n *<meta name="csp-nonce" content="[0-9a-f]+" \/>/, '');
}
