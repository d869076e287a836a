/**
 * The test files that replace a module with vi.mock. vi.mock holds only in a module registry of the file's own, so
 * these run in projects with isolate: true (vitest.config.ts); scripts/lib/mocking-tests.test.ts keeps the list true.
 */
export const MOCKING_COMPONENT_TESTS = [
  'client/src/features/account/components/order-detail-screen.test.tsx',
  'client/src/features/payment/components/server-urls.test.tsx',
  'client/src/features/payment/components/pending-uploads.test.tsx',
];
