import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The e2e tests use Debian's Chromium (Playwright's own browser download cannot work offline).
 * Returns its path; installs it with apt-get when missing and we are root, else explains and exits.
 */
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (about a minute)…");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && existsSync(path)) return path;
  }
  console.error(`Chromium not found at ${path}. Install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
