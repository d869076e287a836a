// @ts-check
import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const folders = (/** @type {string} */ dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The client's layers (STYLE.md): shared code -> features -> app, one way only.
// Every client/src folder other than app/ and features/ is shared code (api, guards, i18n, lib, stores, third-party, ui, wizard, testing).
const features = folders('client/src/features');
const shared = folders('client/src').filter((name) => name !== 'app' && name !== 'features');
/**
 * The order among the shared folders (docs/decisions/040), lowest first: a folder imports only from the levels
 * below its own, never from a folder beside it or above it. testing/ is test code, which product code never imports.
 */
const sharedLevels = [
  // Helpers that hold none of the app's state: storage, cookies, consent rules, retry, formats, the client's schemas.
  ['lib'],
  // The app's state: valtio stores and the cache of loaded data (use-resource.ts).
  ['stores'],
  // What acts on that state: the backend's calls, the texts in the store's language, third-party scripts and analytics.
  ['api', 'i18n', 'third-party'],
  // What the screens are made of: route guards and the components.
  ['guards', 'ui'],
  // The wizard engine, built from all of the above.
  ['wizard'],
];
const placed = sharedLevels.flat();
const unplaced = shared.filter((name) => name !== 'testing' && !placed.includes(name));
if (unplaced.length > 0) throw new Error(`client/src/${unplaced.join(', ')}: give each shared folder its level in sharedLevels.`);
const sharedOrderZones = sharedLevels.flatMap((level, index) =>
  level.flatMap((name) => {
    const notBelow = sharedLevels
      .slice(index)
      .flat()
      .filter((other) => other !== name);
    if (notBelow.length === 0) return [];
    return {
      target: `client/src/${name}`,
      from: notBelow.map((other) => `client/src/${other}`),
      message: `${name}/ imports only the shared folders below it (${sharedLevels.slice(0, index).flat().join(', ') || 'none'}): move what both need down.`,
    };
  }),
);
const layerZones = [
  {
    target: shared.map((name) => `client/src/${name}`),
    from: ['client/src/features', 'client/src/app'],
    message: 'Shared code sits below the features and the app: move what both need into a shared folder.',
  },
  ...sharedOrderZones,
  { target: 'client/src/*.{ts,tsx}', from: 'client/src/features', message: 'The entry reaches features through app/.' },
  { target: 'client/src/features', from: 'client/src/app', message: 'A feature never imports the app.' },
  ...features.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: 'client/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need into a shared folder.',
  })),
  {
    target: 'contracts',
    from: ['client', 'fake-server'],
    message: 'contracts/ is imported by the client and the fake server, never the other way.',
  },
  { target: 'fake-server', from: 'client', message: 'The fake server and the client share only contracts/.' },
  { target: 'client', from: 'fake-server', message: 'The client and the fake server share only contracts/.' },
  { target: 'client/src', from: 'client/server', message: "The browser's code never imports the storefront server." },
  {
    target: 'client/server',
    from: 'client/src',
    message: "The storefront server runs the client through its build (.ssr/entry-server.js), never the client's source.",
  },
];
// Test code: tests, their helpers (client/src/testing, contracts/src/testing, fake-server/test) and e2e.
const testCode = ['**/testing/**', '**/*.test.{ts,tsx}', 'fake-server/test/**', 'e2e/**'];
const productCode = ['client/src/**/*.{ts,tsx}', 'client/server/**/*.ts', 'fake-server/src/**/*.ts', 'contracts/src/**/*.ts'];
const productZones = [...layerZones, { target: productCode, from: testCode, message: 'Product code never imports test code.' }];

/** File and folder names are kebab-case (STYLE.md); ESLint sees every code file, so every folder holding one. */
const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;
/**
 * The first segments of the client's routes: ROUTE_ROOTS of contracts/src/constants/client-routes.ts, the one module that writes
 * route paths (a config in JavaScript cannot import it; scripts/lint-rules.test.ts checks the two lists are the same).
 */
const routeRoots = [
  'servicios',
  'nota-simple',
  'cart',
  'q-propiedades',
  'certidao-permanente',
  'i-predial-simplificada',
  'product',
  'customer',
  'RegistroPropiedad',
  'NotaSimpleRegistroPropiedad',
  'legal',
  'contacto',
];

/** @type {import('eslint').ESLint.Plugin} */
const local = {
  rules: {
    'no-route-path-literal': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { roots: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
        messages: { path: '"{{value}}" is a route path: take it from ROUTES in #contracts/constants/client-routes.ts.' },
      },
      create(context) {
        const roots = /** @type {{ roots: string[] }} */ (context.options[0]).roots.join('|');
        /** A string, or a template's text before its first `${`, that starts with a route: '/servicios', `/product/step1/${id}`. */
        const routeString = new RegExp(`^/(?:${roots})(?:[/?#]|$)`);
        /** A route table's relative path: { path: 'customer/register' }. */
        const relativeRoutePath = new RegExp(`^(?:${roots})(?:/|$)`);
        /** A regular expression that matches a route: /\\/customer\\/payment$/. */
        const routeRegExp = new RegExp(String.raw`\\/(?:${roots})(?:\\/|\\\?|\$|[()|]|$)`);
        /** @param {import('eslint').Rule.Node} node @param {string} value */
        const report = (node, value) => context.report({ node, messageId: 'path', data: { value } });
        return {
          Literal(node) {
            if (typeof node.value === 'string' && routeString.test(node.value)) report(node, node.value);
            else if ('regex' in node && node.regex && routeRegExp.test(node.regex.pattern)) report(node, `/${node.regex.pattern}/`);
            else if (
              typeof node.value === 'string' &&
              node.parent.type === 'Property' &&
              node.parent.value === node &&
              node.parent.key.type === 'Identifier' &&
              node.parent.key.name === 'path' &&
              relativeRoutePath.test(node.value)
            )
              report(node, node.value);
          },
          TemplateLiteral(node) {
            const head = node.quasis[0]?.value.cooked ?? '';
            if (
              routeString.test(head) ||
              (node.expressions.length === 0 && relativeRoutePath.test(head) && node.parent.type === 'Property')
            )
              report(node, head);
          },
        };
      },
    },
    'kebab-case-path': {
      meta: { type: 'suggestion', schema: [], messages: { name: '"{{name}}" is not kebab-case.' } },
      create(context) {
        const path = relative(root, context.physicalFilename);
        const name = path.startsWith('..') ? undefined : path.split(sep).find((part) => !kebabCase.test(part));
        return name === undefined ? {} : { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
      },
    },
  },
};

/**
 * One shape, one schema: what crosses between the client and the fake server is described once, in contracts/. The fake
 * server's own files (fixtures/, its state file) are no one else's business; their schemas sit beside it in
 * fake-server/src/file-schemas/. Everywhere else TypeBox is for types, checking (typebox/value) and compiling (typebox/compile).
 */
const schemaImports = ['typebox', 'typebox/type'].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "Schemas live in contracts/ (the fake server's own files: fake-server/src/file-schemas/): import them from #contracts/, check values with typebox/value or typebox/compile.",
}));

export default defineConfig(
  globalIgnores(['dist/**', 'node_modules/**', 'contracts/pacts/**', 'test-results/**', 'playwright-report/**', 'test-reports/**']),
  tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      eqeqeq: 'error',
    },
  },
  {
    // The rules that need types (a promise nobody awaits, a promise where a callback is expected) run on product
    // code, where such a bug reaches buyers. Giving them the tests and e2e too took lint from 55 s to 73 s on two
    // cores, the largest single cost of `npm test`; tsc still type-checks every test.
    files: productCode,
    ignores: testCode,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The architecture. Imports resolve as Node does (relative paths with their .ts/.tsx, #contracts/* from package.json),
    // and the rules see static, side-effect and dynamic import() alike.
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'local/kebab-case-path': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: productCode,
    ignores: testCode,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: productZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The one exception: the API reference's examples are the contract examples the tests share (contracts/src/testing/,
    // each checked against its schema), so the reference cannot show an example the tests would not accept. It exists
    // only in fake mode; no other test code may be imported (docs/decisions/036-a-contract-a-third-party-can-use.md).
    files: ['fake-server/src/api-docs/examples.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...layerZones,
            {
              target: productCode,
              from: testCode.filter((glob) => glob !== '**/testing/**').concat(['client/src/testing/**']),
              message: 'Only the contract examples (contracts/src/testing/) may be imported here.',
            },
          ],
        },
      ],
    },
  },
  {
    // Schemas only in contracts/ and, for the fake server's own files, fake-server/src/file-schemas/.
    files: ['**/*.{ts,tsx}'],
    ignores: ['contracts/**', 'fake-server/src/file-schemas/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: schemaImports,
        },
      ],
    },
  },
  {
    // The browser bundles contracts' rules and constants (docs/decisions/026): they build no schema and take the API's
    // shapes as types only, so importing a rule never brings TypeBox along. `npm run size` still checks the build.
    files: ['contracts/src/rules/**/*.ts', 'contracts/src/constants/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typebox', 'typebox/*', '../api/*', '#contracts/api/*', '../fake-backend/*', '#contracts/fake-backend/*'],
              allowTypeImports: true,
              message:
                'The browser bundles rules/ and constants/: no schemas here. Take the shapes of api/ as types (`import type`); a value both need belongs in constants/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client's tests may check values against the contract with TypeBox's interpreter (typebox/value); the browser
    // runs under a Content-Security-Policy without 'unsafe-eval' (docs/decisions/017), and TypeBox's compiler evaluates
    // generated code with `new Function`.
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...schemaImports,
            { name: 'typebox/compile', message: 'The CSP forbids eval in the browser: check values with typebox/value (Value.Check).' },
          ],
        },
      ],
    },
  },
  {
    // The browser ships no TypeBox (docs/decisions/026): its code takes the contract's types with `import type` and
    // checks what crosses a trust boundary with valibot. `npm run size` also fails on any TypeBox source in the build,
    // which catches what this rule cannot see: a contracts module that builds schemas, imported for a constant.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typebox', 'typebox/*'],
              allowTypeImports: true,
              message:
                'The browser ships no TypeBox: import its types with `import type`, check values with valibot (lib/contract-schemas.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Route paths are written once, in contracts/src/constants/client-routes.ts (decision 039): the client and e2e import them.
    files: ['client/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-route-path-literal': ['error', { roots: routeRoots }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/testing/**'],
    rules: { 'no-console': ['error', { allow: ['error'] }] },
  },
  {
    files: ['fake-server/src/cli.ts', 'client/server/cli.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
