// @ts-check
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['client/**/*.{ts,tsx}'],
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
    files: ['fake-server/src/cli.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
