import { ensureEngines } from '../../scripts/lib/engines.ts';

/** Before any worker starts a browser: Debian's Firefox ESR, WebKitGTK's driver and Xvfb are there, or installed (root). */
export default function globalSetup(): void {
  ensureEngines();
}
