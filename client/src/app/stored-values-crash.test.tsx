import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { birthCertificateExample } from '#contracts/testing/generic-examples.ts';
import { responseExamples } from '#contracts/testing/response-examples.ts';
import { CONSENT_COOKIES, CONSENT_COOKIE_DAYS } from '../lib/consent.ts';
import { writeCookie } from '../lib/cookies.ts';
import { prefetchMatches } from '../lib/route-prefetch.ts';
import { fakeFetch } from '../testing/fake-fetch.ts';
import { routeErrorText } from './messages.ts';
import { KEY_READING_PATHS, STORED_CASES, WIZARD_CASES, wizardSnapshotWith, writeRaw } from '../testing/stored-values.ts';

/**
 * No stored value a buyer's browser can hold crashes the app (issue 11, spec 8): with every storage key and every
 * wizard form corrupted (right outer shape, wrong inner fields; or JSON cut short), each route that reads them renders
 * a screen, never the router's default error page nor the app's own error page.
 */

const ROUTES = [...KEY_READING_PATHS, ...WIZARD_CASES.flatMap(({ paths }) => paths)];
const VARIANTS = ['first wrong inner values', 'second wrong inner values', 'JSON cut short'] as const;

function corruptEverything(variant: (typeof VARIANTS)[number]): void {
  const index = VARIANTS.indexOf(variant);
  // The buyer has refused tracking: moving between routes would otherwise accept it (spec 4) and load the tag
  // manager, a script happy-dom cannot run. Unreadable consent cookies are lib/consent.test.ts's concern.
  writeCookie(CONSENT_COOKIES.accepted, 'explicit', CONSENT_COOKIE_DAYS);
  writeCookie(CONSENT_COOKIES.level, JSON.stringify(['strictly-necessary']), CONSENT_COOKIE_DAYS);
  for (const { area, key, bad } of STORED_CASES) {
    const value = bad[index];
    writeRaw(area, key, variant === 'JSON cut short' || value === undefined ? '{"cut' : JSON.stringify(value));
  }
  for (const wizard of WIZARD_CASES) {
    const form = wizard.bad[index] ?? wizard.bad[0];
    writeRaw('session', `wizard_${wizard.flowId}`, variant === 'JSON cut short' ? '{"form":{"nota' : wizardSnapshotWith(wizard, form));
  }
}

/**
 * The examples as one visitor's backend answers them: every answer carries that visitor's configuration. The paid
 * order's example answers a customer's and a product (read on the success page for its lines' priced answers) a
 * visitor's; each flipped the login the other had set, which clears the loaded data, so the two were read again
 * without end, in promises that never let a timer run.
 */
function oneVisitor(config: ReturnType<typeof configExample>): typeof responseExamples {
  return Object.fromEntries(
    Object.entries(responseExamples).map(([name, answer]) => [
      name,
      (...args: Parameters<typeof answer>) => {
        const answered = (answer as (...given: typeof args) => unknown)(...args);
        return typeof answered === 'object' && answered !== null && 'config' in answered ? { ...answered, config } : answered;
      },
    ]),
  ) as typeof responseExamples;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('corrupted storage never crashes a route', () => {
  test.each(VARIANTS)(
    '[storage] with %s under every key, every route that reads them renders a screen',
    async (variant) => {
      corruptEverything(variant);
      // The flows and the cart read storage once, when their module loads: load them afresh over the corrupted values.
      vi.resetModules();
      const { routes } = await import('./router.tsx');
      const { setStoreFromAddress } = await import('../stores/config-store.ts');
      const { startBoot } = await import('./boot.ts');

      const errors: string[] = [];
      for (const path of ROUTES) {
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          errors.push(`${path}: ${args.map(String).join(' ')}`);
        });
        // React Router's development note when the first route is lazy (the app shows its loading status meanwhile).
        vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
          if (!String(args[0]).includes('HydrateFallback')) errors.push(`${path}: ${args.map(String).join(' ')}`);
        });
        const storeId = Number(new URL(path, 'http://app.test').searchParams.get('store') ?? 14);
        vi.stubGlobal(
          'fetch',
          fakeFetch({
            ...oneVisitor(configExample({ store_id: storeId })),
            getConfig: () => ({ config: configExample({ store_id: storeId }) }),

            getProduct: ({ query }) => ({
              ok: true,
              message: JSON.stringify({ ...birthCertificateExample(), product_id: query.id }),
              config: configExample({ store_id: storeId }),
            }),
          }),
        );
        setStoreFromAddress(new URL(path, 'http://app.test').search);
        // As the app's entry does for a page without boot data: the configuration and the cart are asked.
        startBoot(null);
        // The screen's code loads before the first render, as the app's start has it load (prefetchMatches): a screen
        // that suspended would show its fallback, and React reveals what replaces one no sooner than 300 ms later.
        await prefetchMatches((matchRoutes(routes, new URL(path, 'http://app.test').pathname) ?? []).map(({ route }) => route));
        const router = createMemoryRouter(routes, { initialEntries: [path] });
        render(<RouterProvider router={router} />);

        await waitFor(() => expect(document.querySelector('main h1, main h2')).not.toBeNull(), { timeout: 5000 });
        expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
        expect(screen.queryByRole('heading', { name: new RegExp(Object.values(routeErrorText.title).join('|')) })).toBeNull();
        cleanup();
      }
      expect(errors).toEqual([]);
    },
    60_000,
  );
});
