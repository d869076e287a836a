import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { MOCKING_COMPONENT_TESTS, SERVER_RENDERING_TESTS } from './scripts/lib/mocking-tests.ts';

/**
 * Where the Pact consumer tests write the pact and the provider verification reads it (gitignored;
 * `npm run test:unit` and `npm test` empty it first). Setting PACT_DIR moves it, so two checkouts'
 * runs on one machine cannot merge into each other's file.
 */
const pactDir = process.env.PACT_DIR ?? fileURLToPath(new URL('./contracts/pacts/', import.meta.url));

/**
 * A component test fetches no third-party script (spec 7's loader, third-party/load-script.ts): happy-dom answers each one at
 * once as loaded, without running it, so the screen goes on as it does when a library loaded but is not usable. Fetched
 * for real, a stand-in failed to load seconds later, in whatever test ran then, whose console spy caught the error.
 */
const NO_SCRIPT_FILES = { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true };

/**
 * With TEST_SEED set (npm test sets and prints one: scripts/test.ts), files and tests run in the order that seed
 * shuffles them, so a test that passes only after another shows (docs/decisions/041). Set here, not with vitest's
 * --sequence.* flags: those replace each project's sequence, groupOrder included, and the run then refuses to start.
 * Each project runs in a group of its own (groupOrder): shuffled files of several projects in one group made a worker
 * switch environments and re-import its modules from file to file (import time 30 s → 87 s, the run 100 s → 169 s);
 * a project at a time, shuffled within, costs nothing (103 s), and a worker's files still share their modules.
 * The one exception is the Pact provider's single file (isolated, node): it runs in the server tests' group, on
 * whichever worker is free, instead of alone at the end with the other core idle (about 12 s of the run).
 */
const shuffleSeed = process.env.TEST_SEED === undefined || process.env.TEST_SEED === '' ? undefined : Number(process.env.TEST_SEED);

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      css: true,
      // Vitest's default is one worker fewer than the cores: a single worker on CI's two, while the main
      // process mostly waits. One per core took the whole run from 183 s to 118 s there.
      maxWorkers: availableParallelism(),
      env: { PACT_DO_NOT_TRACK: 'true', PACT_DIR: pactDir },
      // A global a test stubs (fetch, most often) is put back after it, so it cannot leak into the next file of a
      // worker that shares its globals (the projects below run with isolate: false).
      unstubGlobals: true,
      ...(shuffleSeed !== undefined && { sequence: { shuffle: true, seed: shuffleSeed } }),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // Room for the storefront server's tests (client/server), which start servers, render threads and nginx: under
            // a load of 8 on two cores the prerender's nginx test took 6.8 s and failed on vitest's 5 s while passing alone.
            testTimeout: 15_000,
            include: ['client/**/*.test.ts'],
            exclude: ['**/node_modules/**', '**/*.pact.test.ts'],
            setupFiles: ['./client/src/testing/setup-unit.ts'],
            // No test mocks a module, and each file that reads a store or the storage sets it up in its own beforeEach:
            // one worker imports the contracts, valibot and the stores once for all its files (26 s → 17 s on two cores).
            isolate: false,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            // Room for a test that starts servers and hashes passwords on a machine whose cores are all taken: at a
            // load of 25 some took longer than vitest's 5 s and failed while passing alone (decision 041's shuffled runs).
            testTimeout: 15_000,
            include: ['{fake-server,contracts,fixtures,scripts,e2e}/**/*.test.ts'],
            exclude: ['**/node_modules/**', '**/*.pact.test.ts'],
            setupFiles: ['./client/src/testing/setup-unit.ts'],
            // The fake server's, the contracts' and the fixtures' tests keep no state in modules (each test builds
            // its own server), so one worker imports fastify, TypeBox and the fixtures once for all its files
            // instead of once per file: 117 s → 60 s for these tests on two cores.
            isolate: false,
            sequence: { groupOrder: 2 },
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            environmentOptions: { happyDOM: { settings: NO_SCRIPT_FILES } },
            include: ['client/**/*.test.tsx'],
            exclude: ['**/node_modules/**', '**/*.pact.test.ts', ...MOCKING_COMPONENT_TESTS, ...SERVER_RENDERING_TESTS],
            setupFiles: ['./client/src/testing/setup-components.ts'],
            // Room for findBy*'s 5 s (setup-components.ts) on a machine whose cores are all taken.
            testTimeout: 15_000,
            // React, react-aria and happy-dom imported once per worker instead of once per file: 49 s → 20 s on two
            // cores. The setup file unmounts and clears the storage after each test and resets the configuration before each; a file that reads another store sets it.
            isolate: false,
            sequence: { groupOrder: 3 },
          },
        },
        {
          extends: true,
          test: {
            // Files that render with react-dom/server too (SERVER_RENDERING_TESTS), and files that use vi.mock.
            // vi.mock replaces a module for the file that asks, which only holds in a module registry of its own: in
            // the shared one of 'components', a file that had imported the real module first left the mock unused
            // (the order detail's upload test then sent a real request and its progress bar stayed at 0, in about one
            // shuffled run in four).
            name: 'components-isolated',
            environment: 'happy-dom',
            environmentOptions: { happyDOM: { settings: NO_SCRIPT_FILES } },
            include: [...MOCKING_COMPONENT_TESTS, ...SERVER_RENDERING_TESTS],
            setupFiles: ['./client/src/testing/setup-components.ts'],
            testTimeout: 15_000,
            isolate: true,
            sequence: { groupOrder: 3 },
          },
        },
        {
          extends: true,
          test: {
            name: 'pact-consumer',
            environment: 'node',
            // No retry: a request that pact reported missing under load was recorded too late by pact's
            // native mock server; pointClientAt (client/src/testing/pact/storefront-pact.ts) waits for the record.
            include: ['client/src/**/*.pact.test.ts'],
            setupFiles: ['./client/src/testing/setup-unit.ts'],
            fileParallelism: false,
            // One after the other in one worker, each file points the client at its own mock server: importing
            // pact's native core once instead of once per file took this project from 58 s to 5 s.
            isolate: false,
            // First, alone (a project with one worker cannot share a group): the provider verifies the pact it writes.
            // npm test runs it apart, beside ESLint, and this config's other projects after (scripts/test.ts).
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'pact-provider',
            environment: 'node',
            include: ['fake-server/test/pact/**/*.pact.test.ts'],
            testTimeout: 60000,
            // Beside the server tests, once the consumer's group has written the pact.
            sequence: { groupOrder: 2 },
          },
        },
      ],
    },
  }),
);
