import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { ROUTE_ROOTS } from '#contracts/constants/client-routes.ts';

/**
 * The architecture rules of eslint.config.js, proven on one deliberate violation each.
 * Type information is switched off and only the architecture rules run, so the test stays fast.
 */
const root = resolve(import.meta.dirname, '..');
const architectureRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'local/kebab-case-path',
  '@typescript-eslint/no-restricted-imports',
  'local/no-route-path-literal',
]);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => architectureRules.has(ruleId),
});

/** The rule ids reported for `code` as if it were the file at `path` (relative to the repository root). */
async function violations(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

// The first lint loads the config and no-cycle walks the real import graph: seconds on a busy machine.
describe('architecture lint rules', { timeout: 30_000 }, () => {
  test('[lint] a feature may import its own files, shared code, contracts and TypeBox types', async () => {
    const code = [
      "import { Button } from '../../ui/button.tsx';",
      "import { paymentRoutes } from './routes.tsx';",
      "import { STORE_IDS } from '#contracts/constants/stores.ts';",
      "import type { Static } from 'typebox';",
      'export const used = [Button, paymentRoutes, STORE_IDS] as unknown as Static<never>;',
    ].join('\n');
    expect(await violations('client/src/features/payment/allowed-probe.tsx', code)).toEqual([]);
  });

  test('[lint] the code the browser runs never imports TypeBox for its values, only its types', async () => {
    const code = "import { Value } from 'typebox/value';\nexport const check = Value.Check;";
    expect(await violations('client/src/features/payment/components/probe.tsx', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await violations('client/src/lib/probe.ts', "import { Type } from 'typebox';\nexport const T = Type;")).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await violations('client/src/lib/probe.ts', "import type { Static } from 'typebox';\nexport type S = Static<never>;")).toEqual(
      [],
    );
    // The client's tests still check values against the contract on the server's side of the boundary.
    expect(await violations('client/src/lib/probe.test.ts', code)).toEqual([]);
  });

  test('[lint] a feature never imports another feature statically', async () => {
    const code = "import { paymentRoutes } from '../payment/routes.tsx';\nexport const routes = paymentRoutes;";
    expect(await violations('client/src/features/customer/probe.tsx', code)).toEqual(['import-x/no-restricted-paths']);
  });

  test('[lint] a feature never imports another feature through import()', async () => {
    const code = "export const load = () => import('../payment/routes.tsx');";
    expect(await violations('client/src/features/customer/probe.tsx', code)).toEqual(['import-x/no-restricted-paths']);
  });

  test('[lint] a feature never imports another feature for its side effects', async () => {
    expect(await violations('client/src/features/customer/probe.tsx', "import '../payment/routes.tsx';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  test('[lint] shared code never imports a feature', async () => {
    expect(await violations('client/src/ui/probe.tsx', "import '../features/payment/routes.tsx';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  test('[lint] product code never imports test code', async () => {
    expect(await violations('client/src/lib/probe.ts', "import '../testing/render-route.tsx';")).toEqual(['import-x/no-restricted-paths']);
    // Through the #contracts/* alias too: the resolver reads package.json "imports".
    expect(await violations('fake-server/src/probe.ts', "import '#contracts/testing/examples.ts';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  test('[lint] contracts never import the client', async () => {
    expect(await violations('contracts/src/probe.ts', "import '../../client/src/main.tsx';")).toEqual(['import-x/no-restricted-paths']);
  });

  test('[lint] two modules never import each other', async () => {
    // no-cycle follows imports on disk, so the two modules are real files for the length of the test.
    const dir = join(root, 'client', 'src', 'lib', `cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'first.ts'), "import { second } from './second.ts';\nexport const first = () => second;\n");
      writeFileSync(join(dir, 'second.ts'), "import { first } from './first.ts';\nexport const second = () => first;\n");
      const [result] = await eslint.lintFiles([join(dir, 'first.ts')]);
      expect(result?.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('[lint] file names are kebab-case', async () => {
    expect(await violations('client/src/ui/DateField.tsx', 'export {};')).toEqual(['local/kebab-case-path']);
  });

  test('[lint] folder names are kebab-case', async () => {
    expect(await violations('fake-server/src/Payments/probe.ts', 'export {};')).toEqual(['local/kebab-case-path']);
  });

  test("[lint] a schema is built only in contracts/, or for the fake server's own files beside it", async () => {
    const code = "import { Type } from 'typebox';\nexport const Thing = Type.Object({ id: Type.String() });";
    expect(await violations('fake-server/src/probe.ts', code)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await violations('fake-server/src/routes/rest/probe.ts', code)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await violations('e2e/support/probe.ts', code)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await violations('contracts/src/api/probe.ts', code)).toEqual([]);
    // The shapes of fixtures/ and of the state file are the fake server's alone.
    expect(await violations('fake-server/src/file-schemas/probe.ts', code)).toEqual([]);
  });

  test("[lint] the rules and constants the browser bundles build no schema and take the API's shapes as types", async () => {
    const schema = "import { Type } from 'typebox';\nexport const Thing = Type.String();";
    expect(await violations('contracts/src/rules/probe.ts', schema)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await violations('contracts/src/constants/probe.ts', schema)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const cartValue = "import { CartItem } from '../api/cart.ts';\nexport const item = CartItem;";
    expect(await violations('contracts/src/rules/probe.ts', cartValue)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const cartType = "import type { CartItem } from '../api/cart.ts';\nexport type Item = CartItem;";
    expect(await violations('contracts/src/rules/probe.ts', cartType)).toEqual([]);
    expect(
      await violations(
        'contracts/src/rules/probe.ts',
        "import { STORE_IDS } from '../constants/stores.ts';\nexport const ids = STORE_IDS;",
      ),
    ).toEqual([]);
  });

  test('[lint] a shared folder imports only the shared folders below it', async () => {
    // lib < stores < api, i18n, third-party < guards, ui < wizard (eslint.config.js sharedLevels).
    expect(await violations('client/src/lib/probe.ts', "import '../stores/cart-store.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await violations('client/src/stores/probe.ts', "import '../api/client.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await violations('client/src/ui/probe.tsx', "export const load = () => import('../wizard/flow.ts');")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // Folders on one level are independent of each other.
    expect(await violations('client/src/api/probe.ts', "import '../third-party/analytics.ts';")).toEqual(['import-x/no-restricted-paths']);
    expect(await violations('client/src/guards/probe.tsx', "import '../ui/button.tsx';")).toEqual(['import-x/no-restricted-paths']);
    const below = [
      "import '../lib/storage.ts';",
      "import '../stores/config-store.ts';",
      "import '../api/client.ts';",
      "import '../ui/button.tsx';",
    ];
    expect(await violations('client/src/wizard/probe.ts', below.join('\n'))).toEqual([]);
  });

  test('[lint] no client or e2e file writes a route path: strings, templates, route tables and URL patterns come from ROUTES', async () => {
    const route = 'local/no-route-path-literal';
    expect(await violations('client/src/features/payment/components/probe.tsx', "export const to = '/customer/checkout';")).toEqual([
      route,
    ]);
    expect(await violations('client/src/features/payment/components/probe.tsx', "export const to = '/servicios?store=14';")).toEqual([
      route,
    ]);
    expect(await violations('client/src/features/services/probe.tsx', 'export const to = (id: string) => `/product/step1/${id}`;')).toEqual(
      [route],
    );
    expect(await violations('client/src/features/services/probe.tsx', "export const link = <a href='/contacto'>x</a>;")).toEqual([route]);
    expect(await violations('client/src/features/services/routes.tsx', "export const routes = [{ path: 'customer/register' }];")).toEqual([
      route,
    ]);
    expect(await violations('client/src/lib/probe.test.ts', "export const at = '/nota-simple/step3';")).toEqual([route]);
    expect(await violations('e2e/specs/probe.spec.ts', 'export const url = /\\/customer\\/payment$/;')).toEqual([route]);
    expect(await violations('e2e/specs/probe.spec.ts', 'export const url = /\\/servicios\\?store=14$/;')).toEqual([route]);
  });

  test('[lint] route paths from the module, and paths that are not routes, pass', async () => {
    const code = [
      "import { ROUTES } from '#contracts/constants/client-routes.ts';",
      'export const to = `${ROUTES.services}?store=14`;',
      "export const api = '/desktopapp/rest/cart';",
      "export const asset = '/customers.png';",
      "export const word = 'customer';",
    ].join('\n');
    expect(await violations('client/src/features/services/probe.tsx', code)).toEqual([]);
    // contracts/ holds the module that writes them.
    expect(await violations('contracts/src/probe.ts', "export const services = '/servicios';")).toEqual([]);
  });

  test('[lint] the route rule knows the first segment of every route of #contracts/constants/client-routes.ts', async () => {
    const config = (await eslint.calculateConfigForFile(join(root, 'client/src/probe.ts'))) as { rules: Record<string, unknown> };
    const [, options] = config.rules['local/no-route-path-literal'] as [unknown, { roots: string[] }];
    expect([...options.roots].sort()).toEqual([...ROUTE_ROOTS].sort());
  });
});
