import { ensureDebianPrograms } from './debian-packages.ts';

/**
 * The e2e tests use Debian's Chromium (Playwright's own browser download cannot work offline).
 * Returns its path; installs it with apt-get when missing and we are root, else explains and exits.
 */
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  ensureDebianPrograms([{ path, debianPackage: 'chromium' }], 'The e2e tests need Chromium (or CHROMIUM_PATH)');
  return path;
}
