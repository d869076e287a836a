/**
 * The test files that replace a module with vi.mock. vi.mock holds only in a module registry of the file's own, so
 * these run in projects with isolate: true (vitest.config.ts); scripts/lib/mocking-tests.test.ts keeps the list true.
 */
export const MOCKING_COMPONENT_TESTS = [
  'client/src/features/account/components/order-detail-screen.test.tsx',
  'client/src/features/payment/components/server-urls.test.tsx',
  'client/src/features/payment/components/pending-uploads.test.tsx',
];

/**
 * The test files that render with react-dom/server (the client's server entry) beside the components project's
 * react-dom: in one shared module registry a server render still in progress holds the contexts both renderers use,
 * and React reported "multiple renderers concurrently rendering the same context provider" in whatever component test
 * ran then (route-error.test.tsx, whose console spy caught 16 of them). They run isolated too.
 */
export const SERVER_RENDERING_TESTS = ['client/src/entry-server.test.tsx'];
