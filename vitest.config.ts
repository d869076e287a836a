import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      css: true,
      env: { PACT_DO_NOT_TRACK: 'true' },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['{client,fake-server,contracts,fixtures,scripts}/**/*.test.ts'],
            exclude: ['**/node_modules/**', 'contracts/pact/**'],
            setupFiles: ['./client/src/testing/setup-unit.ts'],
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            include: ['client/**/*.test.tsx'],
            setupFiles: ['./client/src/testing/setup-components.ts'],
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'pact-consumer',
            environment: 'node',
            // Under load a request to a just-started pact mock server was seen to go missing (about 1 run in 6,
            // never reproduced alone); GETs survive it through the client's retries, POSTs do not. One retry keeps
            // CI honest without hiding a real mismatch, which fails every attempt.
            retry: 1,
            include: ['contracts/pact/consumer/**/*.pact.test.ts'],
            setupFiles: ['./client/src/testing/setup-unit.ts'],
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'pact-provider',
            environment: 'node',
            include: ['contracts/pact/provider/**/*.pact.test.ts'],
            testTimeout: 60000,
            sequence: { groupOrder: 2 },
          },
        },
      ],
    },
  }),
);
