import { resolve } from 'node:path';

/** The port the e2e fake server listens on (E2E_PORT, else 4173). */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 4173);

/** Each port gets its own build, so two e2e runs on one machine never serve each other's files. */
export const e2eClientDir = (port: number = e2ePort()): string => resolve(import.meta.dirname, '..', '..', 'dist', `e2e-${port}`);

/** The build of the client the e2e tests use; `npm test` runs it early, beside ESLint, and tells Playwright so. */
export const e2eBuildCommand = (port: number = e2ePort()): string => `npx vite build --logLevel warn --outDir ${e2eClientDir(port)}`;
