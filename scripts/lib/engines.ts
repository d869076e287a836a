import { ensureDebianPrograms } from './debian-packages.ts';

/** Debian's Firefox ESR (package firefox-esr). */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Debian's WebKitGTK WebDriver (package webkit2gtk-driver), which starts WebKitGTK's MiniBrowser for each session. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The virtual X display MiniBrowser needs (package xvfb): it has no headless mode. */
export const XVFB_PATH = '/usr/bin/Xvfb';

/**
 * The engine smoke suite (docs/decisions/034) drives Debian's Firefox ESR and WebKitGTK: installs what is missing
 * when we are root, else explains and exits.
 */
export function ensureEngines(): void {
  ensureDebianPrograms(
    [
      { path: FIREFOX_PATH, debianPackage: 'firefox-esr' },
      { path: WEBKIT_DRIVER_PATH, debianPackage: 'webkit2gtk-driver' },
      { path: XVFB_PATH, debianPackage: 'xvfb' },
    ],
    'The engine smoke suite needs Firefox ESR, WebKitGTK and Xvfb',
  );
}
