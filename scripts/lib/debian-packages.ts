import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program the tests run, and the Debian package that installs it. */
export interface DebianProgram {
  path: string;
  debianPackage: string;
}

/**
 * The browsers the tests drive come from Debian's packages (a test tool's own browser download cannot work offline).
 * Installs the packages of the programs that are missing with apt-get when we are root; otherwise, or when that
 * fails, says what to install and exits.
 */
export function ensureDebianPrograms(programs: readonly DebianProgram[], why: string): void {
  const missing = () => programs.filter((program) => !existsSync(program.path));
  const packages = [...new Set(missing().map((program) => program.debianPackage))];
  if (packages.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${why}: installing Debian's ${packages.join(', ')} (a minute or two)…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && missing().length === 0) return;
  }
  const paths = missing()
    .map((program) => program.path)
    .join(', ');
  console.error(`${why}: ${paths} not found. Install Debian's ${packages.join(' ')} (sudo apt-get install ${packages.join(' ')}).`);
  process.exit(1);
}
